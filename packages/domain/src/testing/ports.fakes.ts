// In-memory stand-ins for the ports, recording what they were asked.
import type { UploadedDocument } from '../api/entities';
import type { PortError } from '../api/port-error';
import type { AccountExistence, DocumentsApi, SubmitOutcome, UsersApi } from '../api/product-api.port';
import type { AuthGateway, AuthSession } from '../auth/auth-gateway.port';
import type { DocumentStorage, StorageUploadRequest } from '../files/document-storage.port';
import { anUploadedDocument } from './entities.builders';

export const aSession = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  expiresAt: 1_772_359_200,
  expiresIn: 3_600,
  tokenType: 'bearer',
  user: { id: 'user-1', email: 'ada@example.com' },
  ...overrides,
});

type Answer<T> = T | PortError | Error;
const answer = <T>(value: Answer<T>): Promise<T> =>
  value instanceof Error ? Promise.reject(value) : Promise.resolve(value);

export interface FakeStorage extends DocumentStorage {
  readonly uploads: StorageUploadRequest[];
}

/** A bucket that reports the given fractions, then succeeds or fails with `failure`. */
export const aDocumentStorage = (options: { readonly fractions?: readonly number[]; readonly failure?: Error } = {}): FakeStorage => {
  const uploads: StorageUploadRequest[] = [];
  return {
    uploads,
    upload: (request) => {
      uploads.push(request);
      for (const fraction of options.fractions ?? [0, 0.5, 1]) request.onProgress?.(fraction);
      return options.failure === undefined ? Promise.resolve({ path: request.path }) : Promise.reject(options.failure);
    },
  };
};

export interface FakeDocumentsApi extends Pick<DocumentsApi, 'create' | 'replace' | 'submit' | 'remove'> {
  readonly created: Parameters<DocumentsApi['create']>[0][];
  readonly replaced: { readonly documentId: number; readonly record: Parameters<DocumentsApi['replace']>[1] }[];
  readonly removed: number[];
}

export const aDocumentsApi = (
  options: { readonly create?: Answer<UploadedDocument>; readonly replace?: Answer<UploadedDocument>; readonly submit?: Answer<SubmitOutcome>; readonly remove?: Answer<void> } = {},
): FakeDocumentsApi => {
  const created: Parameters<DocumentsApi['create']>[0][] = [];
  const replaced: FakeDocumentsApi['replaced'] = [];
  const removed: number[] = [];
  return {
    created,
    replaced,
    removed,
    replace: (documentId, record) => {
      replaced.push({ documentId, record });
      return answer(options.replace ?? anUploadedDocument({ id: documentId + 1000, name: record.name }));
    },
    create: (record) => {
      created.push(record);
      return answer(options.create ?? anUploadedDocument({ name: record.name, document_type: record.document_type, document_index: record.document_index }));
    },
    submit: () => answer(options.submit ?? { kind: 'submitted' }),
    remove: (id) => {
      removed.push(id);
      return answer(options.remove ?? undefined);
    },
  };
};

export interface FakeAuthGateway extends Pick<AuthGateway, 'currentSession' | 'signOut' | 'refreshSession'> {
  signOuts: number;
  refreshes: number;
}

export const anAuthGateway = (
  options: { readonly session?: Answer<AuthSession | null>; readonly refreshed?: Answer<AuthSession | null> } = {},
): FakeAuthGateway => {
  const gateway: FakeAuthGateway = {
    signOuts: 0,
    refreshes: 0,
    currentSession: () => answer(options.session === undefined ? aSession() : options.session),
    refreshSession: () => {
      gateway.refreshes += 1;
      return answer(options.refreshed === undefined ? null : options.refreshed);
    },
    signOut: () => {
      gateway.signOuts += 1;
      return Promise.resolve();
    },
  };
  return gateway;
};

export const aUsersApi = (
  options: { readonly account?: Answer<AccountExistence>; readonly role?: Answer<string | null> } = {},
): Pick<UsersApi, 'accountExists' | 'me'> => ({
  accountExists: () => answer(options.account ?? { exists: true }),
  me: () => {
    const role = options.role === undefined ? null : options.role;
    return role instanceof Error ? Promise.reject(role) : Promise.resolve({ id: 'user-1', email: 'ada@example.com', role });
  },
});

