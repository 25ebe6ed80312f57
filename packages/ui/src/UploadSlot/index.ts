export { UploadSlot, type UploadSlotProps, type UploadSlotState, type UploadSlotTexts } from './UploadSlot';
