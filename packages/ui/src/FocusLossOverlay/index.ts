export { FocusLossOverlay, type FocusLossOverlayProps } from './FocusLossOverlay';
