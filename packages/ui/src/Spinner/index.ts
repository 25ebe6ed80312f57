export { Spinner, FullScreenSpinner, type SpinnerProps, type FullScreenSpinnerProps } from './Spinner';
export type { SpinnerSize } from './Spinner.styles';
