// What the portal keeps in the browser's local storage, for the cookies and storage page. Written out here, not
// imported: their owners live in the sign-in and signed-in chunks, which this page must not load. The test beside
// this file holds each name to its owner's.
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';

export type StoredItemId = 'session' | 'language' | 'signInEmail' | 'staffFilters';

/** supabase-js's key for the session (the adapters' supabaseStorageKey): `sb-<first label of its host>-auth-token`. */
export const sessionKeyOf = (supabaseUrl: string): string => `sb-${new URL(supabaseUrl).hostname.split('.')[0] ?? ''}-auth-token`;

/** Each stored item's name as the page shows it; a staff member's filters are kept under their user id. */
export const storedItems = (supabaseUrl: string): readonly { readonly id: StoredItemId; readonly key: string }[] => [
  { id: 'session', key: sessionKeyOf(supabaseUrl) },
  { id: 'language', key: LANGUAGE_STORAGE_KEY },
  { id: 'signInEmail', key: 'admission.sign-in-email' },
  { id: 'staffFilters', key: 'admission.admin-filters.<user id>' },
];
