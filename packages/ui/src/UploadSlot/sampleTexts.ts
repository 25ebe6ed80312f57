// Sample English texts for stories (the app passes its translated ones).
import type { UploadSlotTexts } from './UploadSlot';

export const uploadTexts: UploadSlotTexts = {
  dropHint: 'Drag and drop a file here, or',
  browse: 'Browse files',
  uploading: 'Uploading...',
  download: 'Download',
  delete: 'Delete',
  opensInNewTab: '(opens in a new tab)',
};
