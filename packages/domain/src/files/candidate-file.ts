/**
 * A file the candidate picked, as the domain sees it. `body` is whatever the platform holds
 * (a browser Blob, a Node Buffer); only adapters look inside it.
 */
export interface CandidateFile<TBody = unknown> {
  readonly name: string;
  readonly size: number;
  /** The MIME type the platform detected; empty when it could not tell. */
  readonly type: string;
  readonly lastModified?: number;
  /** The first `count` bytes of the content. */
  readHead(count: number): Promise<Uint8Array>;
  readonly body: TBody;
}
