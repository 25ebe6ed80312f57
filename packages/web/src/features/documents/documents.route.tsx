import {
  REDIRECT_AFTER_SUBMISSION_MS,
  answerDisability,
  chooseNationalities,
  deleteDocument,
  documentsChecklist,
  isDocumentsLocked,
  submissionReadiness,
  submitDocuments,
  uploadButtonTarget,
  uploadDocument,
  type DocumentRequirement,
  type PaymentRequiredDetail,
  type UploadedDocument,
} from '@admission/domain';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  Checklist,
  ChecklistRow,
  Grid,
  Heading,
  Icon,
  MultiSelect,
  Page,
  Spinner,
  Stack,
  StatusBadge,
  Text,
  YesNoToggle,
  toast,
} from '@admission/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { signedInUserId, useSessionStore } from '../../app/access/session.store';
import { services } from '../../di/services';
import { commonMessages } from '../../shared/messages';
import { PortalHeader } from '../../shared/portal-header';
import { queryKeys } from '../../shared/queries';
import { browserCandidateFile } from './browser-candidate-file';
import { documentsMessages as m } from './documents.messages';
import { PaymentDialog } from './payment-dialog';
import { UploadCards, cardAnchor, slotKey, type SlotActivity } from './upload-cards';
import { uploadErrorMessage } from './upload-error-message';
import { useDocumentsData } from './use-documents-data';

const NATIONALITY_ANCHOR = 'nationality-section';

const scrollToAnchor = (id: string) => {
  const target = document.getElementById(id);
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Keyboard users land where they were sent.
  target?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus({ preventScroll: true });
};

/** /documents: disability, nationalities, uploads, checklist and submission (spec §2, §4, §5). */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => signedInUserId(state.access));
  const data = useDocumentsData();
  const [activity, setActivity] = useState<ReadonlyMap<string, SlotActivity>>(new Map());
  const [toDelete, setToDelete] = useState<UploadedDocument | null>(null);
  const [invoice, setInvoice] = useState<PaymentRequiredDetail | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pendingNationalities, setPendingNationalities] = useState<readonly string[] | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (redirectTimer.current !== null) clearTimeout(redirectTimer.current);
  }, []);

  const loadFailed = data.requirements.isError || data.documents.isError || data.submission.isError;
  useEffect(() => {
    if (loadFailed) toast.destructive(intl.formatMessage(m.loadFailedTitle), intl.formatMessage(commonMessages.failedToLoadText));
  }, [loadFailed, intl]);
  const nationalitiesFailed = data.available.isError || data.nationalities.isError;
  useEffect(() => {
    if (nationalitiesFailed) toast.error(intl.formatMessage(m.nationalitiesLoadFailed));
  }, [nationalitiesFailed, intl]);

  const setSlot = (key: string, value: SlotActivity | null) =>
    setActivity((current) => {
      const next = new Map(current);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });

  const refreshDocuments = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
      queryClient.invalidateQueries({ queryKey: queryKeys.submission }),
    ]);

  const onFile = async (requirement: DocumentRequirement, slotIndex: number, file: File) => {
    const key = slotKey(requirement.document_type, slotIndex);
    setSlot(key, { status: 'uploading', progress: 0 });
    const portal = await services();
    const result = await uploadDocument(portal.storage, portal.documents, portal.imageProbe, portal.clock, {
      userId,
      requirement,
      slotIndex,
      file: browserCandidateFile(file),
      submission: data.submission.data ?? null,
      onProgress: (progress) => setSlot(key, { status: 'uploading', progress }),
    });
    if (result.ok) {
      await refreshDocuments();
      setSlot(key, null);
      toast.success(intl.formatMessage(m.uploadSuccessful), intl.formatMessage(m.uploadSuccessfulText, { name: file.name }));
    } else {
      // The storage server's own sentence (English, technical) is for the log; the slot shows a translated one.
      if (result.error.code === 'STORAGE_UPLOAD_FAILED') console.warn('Storage refused the upload:', result.error.message);
      setSlot(key, { status: 'error', message: uploadErrorMessage(result.error, intl) });
    }
  };

  const onDownload = async (document: UploadedDocument) => {
    // Opened before the await, so the browser treats it as the user's own new tab.
    const tab = window.open('', '_blank');
    try {
      const url = await (await services()).documents.downloadUrl(document.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener,noreferrer');
    } catch {
      tab?.close();
      toast.error(intl.formatMessage(m.downloadFailed));
    }
  };

  const confirmDelete = async (document: UploadedDocument) => {
    const result = await deleteDocument((await services()).documents, data.submission.data ?? null, document.id);
    if (result.ok) {
      await refreshDocuments();
      toast.success(intl.formatMessage(m.deleted));
    } else toast.error(intl.formatMessage(m.deleteFailed));
  };

  const onDisability = async (value: boolean) => {
    const result = await answerDisability((await services()).users, data.submission.data ?? null, value);
    if (result.ok) queryClient.setQueryData(queryKeys.disability, result.value);
    else {
      const detail = result.error.code === 'DISABILITY_UPDATE_FAILED' ? result.error.detail : null;
      toast.error(detail ?? intl.formatMessage(m.disabilityFailed));
    }
  };

  const onNationalities = async (codes: string[]) => {
    setPendingNationalities(codes);
    const result = await chooseNationalities((await services()).users, data.submission.data ?? null, codes);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: queryKeys.nationalities });
    else toast.error(intl.formatMessage(m.nationalitiesFailed));
    setPendingNationalities(null);
  };

  const refreshUserData = () =>
    Promise.all([
      refreshDocuments(),
      queryClient.invalidateQueries({ queryKey: queryKeys.deals }),
      queryClient.invalidateQueries({ queryKey: queryKeys.invoice }),
    ]);

  const onSubmit = async () => {
    setSubmitting(true);
    const result = await submitDocuments((await services()).documents);
    setSubmitting(false);
    if (!result.ok) {
      toast.error(result.error.detail ?? intl.formatMessage(m.submitFailed));
      return;
    }
    if (result.value.kind === 'payment-required') {
      setInvoice(result.value.invoice);
      return;
    }
    await refreshUserData();
    toast.success(intl.formatMessage(m.submittedTitle), intl.formatMessage(m.submittedText));
    redirectTimer.current = setTimeout(() => void navigate('/'), REDIRECT_AFTER_SUBMISSION_MS);
  };

  const loading = data.requirements.isPending || data.documents.isPending || data.submission.isPending || data.disability.isPending || data.nationalities.isPending;
  const requirements = data.requirements.data ?? [];
  const documents = data.documents.data ?? [];
  const submission = data.submission.data ?? null;
  const disability = data.disability.data ?? null;
  const chosen = pendingNationalities ?? (data.nationalities.data ?? []).map((nationality) => nationality.code);
  const nationalities = (data.nationalities.data ?? []).filter((nationality) => chosen.includes(nationality.code));
  const locked = isDocumentsLocked(submission);
  const state = { requirements, documents, disability, nationalities: chosen.map((code) => nationalities.find((n) => n.code === code) ?? { code, name: code }) };
  const checklist = documentsChecklist(state);
  const readiness = submissionReadiness({ ...state, submission });
  const knownNames = new Map([...(data.available.data ?? []), ...(data.nationalities.data ?? [])].map((n) => [n.code, n.name]));
  const options = [...knownNames].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  const answered = (done: boolean) => (
    <StatusBadge kind={done ? 'complete' : 'incomplete'} label={intl.formatMessage(done ? m.complete : m.incomplete)} />
  );

  return (
    <>
      <PortalHeader
        start={
          <Button variant="ghost" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate('/')}>
            {intl.formatMessage(commonMessages.backToDashboard)}
          </Button>
        }
      />
      <Page>
        {/* The head draws at once, as index.html's shell drew it (build/html-shell.ts); the rest once loaded. */}
        <Stack gap={6}>
          <Stack gap={1}>
            <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
            <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
          </Stack>
          {loading ? (
            <Spinner label={intl.formatMessage(m.loading)} size="lg" />
          ) : (
          <>
            {locked ? (
              <Alert
                tone="info"
                role="status"
                title={intl.formatMessage(m.lockedTitle, {
                  date: submission?.submitted_at ? intl.formatDate(submission.submitted_at, { dateStyle: 'long' }) : '',
                })}
                message={intl.formatMessage(m.lockedText)}
              />
            ) : null}
            <Grid minColumnWidth="18rem">
              <Card title={intl.formatMessage(m.disabilityTitle)} badge={answered(checklist[0]?.done === true)} asRegion>
                <Stack gap={3}>
                  <Text>{intl.formatMessage(m.disabilityQuestion)}</Text>
                  <YesNoToggle
                    label={intl.formatMessage(m.disabilityQuestion)}
                    value={disability?.has_disability ?? null}
                    onChange={(value) => void onDisability(value)}
                    yesLabel={intl.formatMessage(m.yes)}
                    noLabel={intl.formatMessage(m.no)}
                    isDisabled={locked}
                  />
                </Stack>
              </Card>
              <Card id={NATIONALITY_ANCHOR} title={intl.formatMessage(m.nationalityTitle)} badge={answered(chosen.length > 0)} asRegion>
                <MultiSelect
                  label={intl.formatMessage(m.nationalityLabel)}
                  options={options}
                  value={chosen}
                  onChange={(codes) => void onNationalities(codes)}
                  placeholder={intl.formatMessage(m.nationalityPlaceholder)}
                  emptyLabel={intl.formatMessage(m.nationalityEmpty)}
                  selectedLabel={intl.formatMessage(m.nationalitySelected)}
                  removeLabel={intl.formatMessage(m.remove)}
                  clearLabel={intl.formatMessage(m.clearAll)}
                  openLabel={intl.formatMessage(m.showSuggestions)}
                  isDisabled={locked}
                />
              </Card>
            </Grid>
            <Card title={intl.formatMessage(m.submissionTitle)} headingLevel={2} description={intl.formatMessage(m.submissionIntro)} asRegion>
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
                    requiredLabel={intl.formatMessage(m.required)}
                    actionLabel={item.kind === 'nationality' && !locked ? intl.formatMessage(m.completeNow) : undefined}
                    onAction={item.kind === 'nationality' ? () => scrollToAnchor(NATIONALITY_ANCHOR) : undefined}
                  />
                ))}
              </Checklist>
            </Card>
            <UploadCards
              requirements={requirements}
              documents={documents}
              activity={activity}
              locked={locked}
              onFile={(requirement, slotIndex, file) => void onFile(requirement, slotIndex, file)}
              onDownload={(document) => void onDownload(document)}
              onDelete={setToDelete}
            />
            {locked ? null : (
              <Stack direction="row" gap={3} justify="end" wrap>
                <Button
                  variant="secondary"
                  icon={<Icon name="upload" />}
                  onPress={() => {
                    const target = uploadButtonTarget(requirements, documents);
                    if (target !== null) scrollToAnchor(cardAnchor(target));
                  }}
                >
                  {intl.formatMessage(m.uploadButton)}
                </Button>
                <Button
                  isDisabled={!readiness.ready}
                  isPending={submitting}
                  pendingLabel={intl.formatMessage(m.submitting)}
                  onPress={() => void onSubmit()}
                >
                  {intl.formatMessage(m.submit)}
                </Button>
              </Stack>
            )}
            {locked || readiness.ready ? null : (
              <Text tone="muted" size="sm">
                {intl.formatMessage(m.submitHint)}
              </Text>
            )}
          </>
          )}
        </Stack>
        <AlertDialog
          isOpen={toDelete !== null}
          onOpenChange={(open) => {
            if (!open) setToDelete(null);
          }}
          title={intl.formatMessage(m.deleteTitle)}
          message={intl.formatMessage(m.deleteConfirm, { name: toDelete?.name ?? '' })}
          confirmLabel={intl.formatMessage(m.delete)}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          variant="danger"
          onConfirm={() => {
            if (toDelete) void confirmDelete(toDelete);
          }}
        />
        <PaymentDialog
          invoice={invoice}
          onDone={() => {
            setInvoice(null);
            void refreshUserData();
            void navigate('/');
          }}
        />
      </Page>
    </>
  );
}
