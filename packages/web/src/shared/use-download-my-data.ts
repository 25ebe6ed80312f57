// "Download my data": the archive the server builds of everything the school holds on a candidate, saved as a file.
import { useState } from 'react';
import { services } from '../di/services';
import { saveDownloadedFile } from './download-file';

/** Whether the archive is being prepared, and the download; `onFailed` says a failure (the candidate may press again). */
export function useDownloadMyData(onFailed: () => void): { readonly preparing: boolean; readonly download: () => Promise<void> } {
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      saveDownloadedFile(await (await services()).users.downloadData());
    } catch {
      onFailed();
    } finally {
      setPreparing(false);
    }
  };
  return { preparing, download };
}
