export { UploadCard, type UploadCardProps, type UploadCardSlot } from './UploadCard';
