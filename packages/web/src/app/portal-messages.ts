import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/**
 * Texts only a signed-in page shows (the header, the route rules' notices): the catalog's `portal` part
 * (src/i18n/catalog-parts.json), loaded with the signed-in shell, so the sign-in page does not download them.
 */
export const portalMessages = untyped(defineMessages({
  quizStatusFailed: { id: 'common.quizStatusFailed', defaultMessage: 'Failed to check quiz status' },
  quizNotRequiredTitle: { id: 'quiz.notRequired.title', defaultMessage: 'Quiz Not Required' },
  quizNotRequiredText: { id: 'quiz.notRequired.text', defaultMessage: 'Your program does not require a math assessment.' },
  accessDeniedTitle: { id: 'access.denied.title', defaultMessage: 'Access Denied' },
  accessDeniedText: { id: 'access.denied.text', defaultMessage: "You don't have permission to access the admin panel" },
  accessDeniedApplicationText: { id: 'access.denied.applicationText', defaultMessage: "You don't have permission to access the application details" },
  backToDashboard: { id: 'common.backToDashboard', defaultMessage: 'Back to Dashboard' },
  complete: { id: 'status.complete', defaultMessage: 'Complete' },
  incomplete: { id: 'status.incomplete', defaultMessage: 'Incomplete' },
}));
