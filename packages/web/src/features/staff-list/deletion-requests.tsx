import { NativeButton, Spinner, Stack } from '@admission/ui';
import { memo, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { roleOf, useSessionStore } from '../../app/access/session.store';
import { requireCatalogPart } from '../../i18n/catalog-parts.store';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import { adminMessages as m } from './admin.messages';

// The requests, their dialog and texts load when an admin opens the view, never with /admin's first load (its
// chunk is budgeted: docs/testing.md, bench:size).
const DeletionRequestsPanel = preloadableLazy<{ readonly id: string }>(() =>
  Promise.all([import('./deletion-requests-panel'), requireCatalogPart('deletion')]).then(([module]) => ({ default: module.DeletionRequestsPanel })),
);
const preloadPanel = () => void DeletionRequestsPanel.preload();

/**
 * "Deletion requests" on /admin: a button that shows or hides the candidates' requests to delete their
 * account. Admins only: only they may carry one out, and agents do not see them (docs/decisions/0020).
 */
export const DeletionRequests = memo(function DeletionRequests() {
  const intl = useIntl();
  const isAdmin = useSessionStore((store) => roleOf(store.access) === 'admin');
  const [shown, setShown] = useState(false);
  const panelId = useId();
  if (!isAdmin) return null;
  return (
    <Stack gap={4}>
      <div>
        <NativeButton variant="secondary" aria-expanded={shown} aria-controls={shown ? panelId : undefined} onPointerEnter={preloadPanel} onFocus={preloadPanel} onClick={() => setShown((now) => !now)}>
          {intl.formatMessage(m.deletionRequests)}
        </NativeButton>
      </div>
      {shown ? (
        <Suspense fallback={<Spinner label={intl.formatMessage(m.deletionRequests)} />}>
          <DeletionRequestsPanel id={panelId} />
        </Suspense>
      ) : null}
    </Stack>
  );
});
