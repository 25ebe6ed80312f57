import { DAY_IN_WORDS, uploadButtonTarget } from '@admission/domain';
import { Alert, AlertDialog, Button, Card, Checklist, ChecklistRow, Icon, Page, Spinner, Stack, Text, type UploadCardHandle } from '@admission/ui';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '../../shared/messages';
import { portalMessages } from '../../app/portal-messages';
import { PageHeading } from '../../shared/page-heading';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';
import { PortalHeader } from '../../app/portal-header';
import { usePageTitle } from '../../shared/page-title';
import { DocumentsAnswers, NATIONALITY_ANCHOR } from './documents-answers';
import { documentsMessages as m } from './documents.messages';
import { PaymentDialog } from './payment-dialog';
import { UploadCards, cardAnchor } from './upload-cards';
import { useDocumentsPage, type DocumentsPage } from './use-documents-page';
import { pathTo } from '../../app/routes';

const scrollToAnchor = (id: string) => {
  const target = document.getElementById(id);
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Keyboard users land where they were sent.
  target?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus({ preventScroll: true });
};

/** /documents: disability, nationalities, uploads, checklist and submission (spec §2, §4, §5); read-only once submitted. */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const navigate = useNavigate();
  const page = useDocumentsPage();
  // The query answers are synchronous store updates: the page takes them at once (its head, the dialogs) and
  // draws the body (answers, checklist, then the cards) afterwards in transitions, in slices a phone can
  // interrupt; also when the answers were at hand before the page (null: the head commits alone first).
  const shown = useDeferredValue<DocumentsPage | null>(page, null);
  useMarkFirstScreenDrawn(shown !== null && !shown.loading);

  return (
    <>
      <PortalHeader
        start={
          <Button variant="ghost" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate(pathTo('dashboard'))}>
            {intl.formatMessage(portalMessages.backToDashboard)}
          </Button>
        }
      />
      <Page>
        {/* The head draws at once, as index.html's shell drew it (build/html-shell.ts); the rest once loaded. */}
        <Stack gap={6}>
          <Stack gap={1}>
            <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
            <Text tone="muted">{intl.formatMessage(page.locked ? m.lockedIntro : m.intro)}</Text>
          </Stack>
          {shown === null ? null : <DocumentsBody page={shown} />}
        </Stack>
        <AlertDialog
          isOpen={page.toDelete !== null}
          onOpenChange={(open) => {
            if (!open) page.setToDelete(null);
          }}
          title={intl.formatMessage(m.deleteTitle)}
          message={intl.formatMessage(m.deleteConfirm, { name: page.toDelete?.name ?? '' })}
          confirmLabel={intl.formatMessage(m.delete)}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          variant="danger"
          onConfirm={() => {
            if (page.toDelete) page.confirmDelete(page.toDelete);
          }}
        />
        <PaymentDialog invoice={page.invoice} onDone={page.closePayment} />
      </Page>
    </>
  );
}

/** Everything below the head, from the deferred copy of the page: skipped by urgent renders that keep it. */
const DocumentsBody = memo(function DocumentsBody({ page }: { readonly page: DocumentsPage }) {
  const intl = useIntl();
  const { locked, submission, checklist } = page;
  const cards = useRef(new Map<string, UploadCardHandle>());
  // The upload cards (most of the page) draw and commit in a transition of their own, after the rest.
  const cardsShown = useDeferredValue<DocumentsPage | null>(page, null);
  // After a submission from here, the focus goes to its result: the notice that everything is sent.
  const lockedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (page.submitted && locked) lockedNotice.current?.focus();
  }, [page.submitted, locked]);

  const openFirstMissing = () => {
    const target = uploadButtonTarget(page.requirements, page.documents);
    if (target === null) return;
    // The chooser of the card's first empty slot; a card with none is shown instead.
    if (cards.current.get(target)?.openFilePicker() !== true) scrollToAnchor(cardAnchor(target));
  };

  if (page.loading) return <Spinner label={intl.formatMessage(m.loading)} size="lg" />;
  return (
    <>
      {page.withdrawn ? (
        <Alert tone="info" role="status" title={intl.formatMessage(m.withdrawnTitle)} message={intl.formatMessage(m.withdrawnText)} />
      ) : locked ? (
        <div ref={lockedNotice} tabIndex={-1}>
          <Alert
            tone={page.openSlots.length > 0 ? 'warning' : 'info'}
            role="status"
            title={intl.formatMessage(m.lockedTitle, {
              date: submission?.submitted_at ? intl.formatDate(submission.submitted_at, DAY_IN_WORDS) : '',
            })}
            message={page.openSlots.length > 0 ? openSlotsText(intl, page) : intl.formatMessage(m.lockedText)}
          />
        </div>
      ) : null}
      <DocumentsAnswers {...page} />
      <Card
        title={intl.formatMessage(m.submissionTitle)}
        headingLevel={2}
        description={locked ? undefined : intl.formatMessage(m.submissionIntro)}
        asRegion
      >
        <Checklist>
          {checklist.map((item) => (
            <ChecklistRow
              key={item.kind === 'document' ? item.documentType : item.kind}
              label={
                item.kind === 'document'
                  ? item.label
                  : intl.formatMessage(item.kind === 'nationality' ? m.checklistNationality : m.checklistDisability)
              }
              isComplete={item.done}
              completeLabel={intl.formatMessage(m.completed)}
              requiredLabel={intl.formatMessage(item.kind === 'document' && item.newFileNeeded ? m.newFileNeeded : m.required)}
              actionLabel={item.kind === 'nationality' && !locked ? intl.formatMessage(m.completeNow) : undefined}
              onAction={item.kind === 'nationality' ? () => scrollToAnchor(NATIONALITY_ANCHOR) : undefined}
            />
          ))}
        </Checklist>
      </Card>
      {cardsShown === null ? null : (
        <UploadCards
          requirements={cardsShown.requirements}
          documents={cardsShown.documents}
          activity={cardsShown.activity}
          locked={cardsShown.locked}
          openSlots={cardsShown.openSlots}
          onFile={cardsShown.onFile}
          onDownload={cardsShown.onDownload}
          onDelete={cardsShown.setToDelete}
          cardRef={(documentType, handle) => {
            if (handle) cards.current.set(documentType, handle);
            else cards.current.delete(documentType);
          }}
        />
      )}
      {locked ? null : (
        <>
          <Stack direction="row" gap={3} justify="end" wrap>
            <Button variant="secondary" icon={<Icon name="upload" />} onPress={openFirstMissing}>
              {intl.formatMessage(m.uploadButton)}
            </Button>
            <Button isDisabled={!page.readiness.ready} isPending={page.submitting} pendingLabel={intl.formatMessage(m.submitting)} onPress={page.onSubmit}>
              {intl.formatMessage(m.submit)}
            </Button>
          </Stack>
          {page.readiness.ready ? null : (
            <Text tone="muted" size="sm">
              {intl.formatMessage(m.submitHint)}
            </Text>
          )}
        </>
      )}
    </>
  );
});

/** Which slots are open to a submitted candidate, by their cards' names: "Passport or ID card (file 1)". */
function openSlotsText(intl: IntlShape, page: DocumentsPage): string {
  const labels = new Map(page.requirements.map((requirement) => [requirement.document_type, requirement.label]));
  const slots = page.openSlots.map((slot) => intl.formatMessage(m.openSlot, { document: labels.get(slot.document_type) ?? slot.document_name, index: slot.document_index }));
  return intl.formatMessage(m.openSlotsText, { count: slots.length, slots: intl.formatList(slots, { type: 'conjunction' }) });
}
