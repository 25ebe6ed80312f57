import type { DownloadedFile } from '@admission/domain';

/** Hands a file the server made to the browser as a download under the server's name (an object URL and a link). */
export function saveDownloadedFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the URL by the next task; keeping it would hold the file in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
