import { NativeButton } from '@admission/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { accountMenuMessages as m } from './account-menu.messages';
import { requireCatalogPart } from '../i18n/catalog-parts.store';
import { deletionStateQuery } from './account-deletion-query';
import { preloadableLazy } from './preloadable-lazy';
import { useAfterFirstScreen } from './first-screen';
import { useWhenIdle } from './when-idle';

// The confirmation (react-aria's dialog) and its texts load when the candidate first reaches for the button, not
// with every page: few candidates ever ask.
const DeletionDialog = preloadableLazy<{ readonly isOpen: boolean; readonly onOpenChange: (isOpen: boolean) => void }>(() =>
  Promise.all([import('./account-deletion-dialog'), requireCatalogPart('deletion')]).then(([module]) => ({ default: module.AccountDeletionDialog })),
);
const preloadDialog = () => void DeletionDialog.preload();

/**
 * "Delete my account" in a candidate's account menu. While a request waits, the button says so
 * ("Deletion requested") and opens the same dialog, which then offers to cancel it.
 */
export function AccountDeletion() {
  const intl = useIntl();
  // Only a candidate with a request waiting sees another label: the read waits until the page has drawn its own data
  // and the browser is idle (shared/first-screen.ts), or until the button is reached.
  const [reached, setReached] = useState(false);
  const state = useQuery({ ...deletionStateQuery(), enabled: useWhenIdle(2000, useAfterFirstScreen()) || reached });
  const reach = () => {
    setReached(true);
    preloadDialog();
  };
  // Mounted from the first press on, so that it can close as it opened.
  const [wanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const pending = state.data?.request?.status === 'requested';
  return (
    <>
      <NativeButton
        variant="secondary"
        size="sm"
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(pending ? m.deletionRequested : m.deleteAccount)}
      </NativeButton>
      {wanted ? (
        <Suspense fallback={null}>
          <DeletionDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
