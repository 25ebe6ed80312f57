// The list's state lives in the URL (?search=&status=&documents=&sort=&dir=&page=) so a reload or a shared link shows the same list.
import {
  ADMIN_LIST_DEFAULTS,
  adminListQuery,
  adminSearchTerm,
  adminSortParams,
  nextAdminSort,
  parseAdminSort,
  parseDocumentsFilter,
  parseStatusFilter,
  type AdminApplicationQuery,
  type AdminDocumentsFilter,
  type AdminExportQuery,
  type AdminSort,
  type AdminSortColumn,
  type AdminStatusFilter,
} from '@admission/domain';
import { parsePage } from '../../shared/page-param';

export interface AdminListState {
  /** Trimmed; '' when there is no search. */
  readonly search: string;
  readonly status: AdminStatusFilter;
  /** 'to-review': only the applications with a document no one has reviewed yet. */
  readonly documents: AdminDocumentsFilter;
  readonly sort: AdminSort;
  /** 1-based. */
  readonly page: number;
}

export const readListState = (params: URLSearchParams): AdminListState => ({
  search: adminSearchTerm(params.get('search')) ?? '',
  status: parseStatusFilter(params.get('status')),
  documents: parseDocumentsFilter(params.get('documents')),
  sort: parseAdminSort(params.get('sort'), params.get('dir')),
  page: parsePage(params.get('page')),
});

/** Whether the URL says nothing of the list (a plain /admin: the place to bring back a remembered filter). */
export const isPlainList = (params: URLSearchParams): boolean => ['search', 'status', 'documents', 'sort', 'dir', 'page'].every((name) => !params.has(name));

/** Only what differs from the defaults is written, so the plain /admin stays plain. */
export const writeListState = (state: AdminListState): URLSearchParams => {
  const params = new URLSearchParams();
  const search = adminSearchTerm(state.search);
  if (search !== undefined) params.set('search', search);
  if (state.status !== ADMIN_LIST_DEFAULTS.status) params.set('status', state.status);
  if (state.documents !== 'all') params.set('documents', state.documents);
  for (const [name, value] of Object.entries(adminSortParams(state.sort))) params.set(name, value);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};

/** A new search or filter starts again from the first page. */
export const withSearch = (state: AdminListState, search: string): AdminListState => ({ ...state, search: adminSearchTerm(search) ?? '', page: 1 });
export const withStatus = (state: AdminListState, status: AdminStatusFilter): AdminListState => ({ ...state, status, page: 1 });
export const withDocuments = (state: AdminListState, documents: AdminDocumentsFilter): AdminListState => ({ ...state, documents, page: 1 });
/** A sortable header pressed: that column (or the other way), from the first page. */
export const withSort = (state: AdminListState, column: AdminSortColumn): AdminListState => ({ ...state, sort: nextAdminSort(state.sort, column), page: 1 });
export const withPage = (state: AdminListState, page: number): AdminListState => ({ ...state, page: Math.max(1, Math.floor(page)) });

export const listQueryOf = (state: AdminListState): AdminApplicationQuery =>
  adminListQuery({ page: state.page, status: state.status, search: state.search, sort: state.sort, documents: state.documents });

/** The export of what the list shows: its search, filter and sort, every page. */
export const exportQueryOf = (state: AdminListState, language: 'en' | 'fr'): AdminExportQuery => {
  const { status, search, sort, documents } = listQueryOf(state);
  return {
    status,
    ...(search === undefined ? {} : { search }),
    ...(documents === undefined ? {} : { documents }),
    ...(sort === undefined ? {} : { sort }),
    language,
  };
};
