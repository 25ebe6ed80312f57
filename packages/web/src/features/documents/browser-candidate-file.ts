import type { CandidateFile } from '@admission/domain';

/** A picked or dropped browser File, as the domain's upload use case reads it. */
export const browserCandidateFile = (file: File): CandidateFile<File> => ({
  name: file.name,
  size: file.size,
  type: file.type,
  lastModified: file.lastModified,
  readHead: async (count) => new Uint8Array(await file.slice(0, count).arrayBuffer()),
  body: file,
});
