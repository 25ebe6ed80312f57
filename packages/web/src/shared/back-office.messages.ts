import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** Words that pages of several staff folders show (the list, the ranking, the jury settings): in the staff part of the catalogs. */
export const backOfficeMessages = untyped(defineMessages({
  previousPage: { id: 'admin.paging.previous', defaultMessage: 'Previous' },
  nextPage: { id: 'admin.paging.next', defaultMessage: 'Next' },
  pageStatus: { id: 'admin.paging.status', defaultMessage: 'Page {page} of {count}' },
  exportCsv: { id: 'admin.export.button', defaultMessage: 'Export CSV' },
  exportPending: { id: 'admin.export.pending', defaultMessage: 'Exporting…' },
  exportFailedTitle: { id: 'admin.export.failed.title', defaultMessage: 'Export failed' },
  exportFailedText: { id: 'admin.export.failed.text', defaultMessage: 'The file could not be made. Please try again in a moment.' },
  programsLoading: { id: 'ranking.programsLoading', defaultMessage: 'Loading the programs...' },
}));
