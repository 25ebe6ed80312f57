export { UploadSlot, type FilePicker, type UploadSlotProps, type UploadSlotState, type UploadSlotTexts } from './UploadSlot';
