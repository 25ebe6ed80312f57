export { UploadCard, type UploadCardHandle, type UploadCardProps, type UploadCardSlot } from './UploadCard';
