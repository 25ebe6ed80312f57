export { DocumentPreview, previewKind, type DocumentPreviewProps, type PreviewKind } from './DocumentPreview';
