// What every route needs: the settings, the database, the stored files and the outbox.
import type { BackendConfig } from './config';
import type { Db } from './db/database';
import type { Outbox } from './dev/outbox';
import type { ObjectFiles } from './storage/object-files';

export interface BackendContext {
  readonly config: BackendConfig;
  readonly db: Db;
  readonly files: ObjectFiles;
  readonly outbox: Outbox;
  /** Re-creates and re-seeds everything (tables and files). */
  reset(): Promise<void>;
}

export const nowDate = (context: BackendContext): Date => new Date(context.config.now());
export const nowSeconds = (context: BackendContext): number => Math.floor(context.config.now() / 1000);
