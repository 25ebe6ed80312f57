import {
  REDIRECT_AFTER_SUBMISSION_MS,
  answerDisability,
  areAllApplicationsWithdrawn,
  chooseNationalities,
  deleteDocument,
  documentsChecklist,
  isDocumentsLocked,
  openSlotsAfterSubmission,
  submissionReadiness,
  submitDocuments,
  uploadDocument,
  type DocumentRequirement,
  type PaymentRequiredDetail,
  type UploadedDocument,
} from '@admission/domain';
import { toast } from '@admission/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { signedInUserId, useSessionStore } from '../../app/access/session.store';
import { services } from '../../di/services';
import { commonMessages } from '../../shared/messages';
import { queryKeys } from '../../shared/queries';
import { browserCandidateFile } from './browser-candidate-file';
import { documentsMessages as m, uploadErrorMessages } from './documents.messages';
import { slotKey, type SlotActivity } from './upload-cards';
import { uploadErrorMessage } from './upload-error-message';
import { useDocumentsData } from './use-documents-data';
import { pathTo } from '../../app/routes';

/** /documents' data and actions (spec §2, §4, §5): the reads, uploads, deletion, answers and submission. */
export function useDocumentsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => signedInUserId(state.access));
  const data = useDocumentsData();
  const [activity, setActivity] = useState<ReadonlyMap<string, SlotActivity>>(new Map());
  const [toDelete, setToDelete] = useState<UploadedDocument | null>(null);
  const [invoice, setInvoice] = useState<PaymentRequiredDetail | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
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

  const refreshUserData = () =>
    Promise.all([
      refreshDocuments(),
      queryClient.invalidateQueries({ queryKey: queryKeys.deals }),
      queryClient.invalidateQueries({ queryKey: queryKeys.invoice }),
    ]);

  const submission = data.submission.data ?? null;

  // Every application was withdrawn since the page loaded (another tab): say so, and read the applications again so
  // the page turns read-only.
  const onAllWithdrawn = () => {
    toast.error(intl.formatMessage(uploadErrorMessages.allWithdrawn));
    void queryClient.invalidateQueries({ queryKey: queryKeys.deals });
  };

  const onFile = async (requirement: DocumentRequirement, slotIndex: number, file: File, replaces?: UploadedDocument) => {
    const key = slotKey(requirement.document_type, slotIndex);
    setSlot(key, { status: 'uploading', progress: 0 });
    const portal = await services();
    const result = await uploadDocument(portal.storage, portal.documents, portal.imageProbe, portal.clock, {
      userId,
      requirement,
      slotIndex,
      file: browserCandidateFile(file),
      submission,
      replaces,
      onProgress: (progress) => setSlot(key, { status: 'uploading', progress }),
    });
    if (result.ok) {
      // A replacement also closes its slot again (and the dashboard's "a document needs a new file").
      await (replaces ? refreshUserData() : refreshDocuments());
      setSlot(key, null);
      if (replaces) toast.success(intl.formatMessage(m.replaced), intl.formatMessage(m.replacedText, { name: file.name, old: replaces.name }));
      else toast.success(intl.formatMessage(m.uploadSuccessful), intl.formatMessage(m.uploadSuccessfulText, { name: file.name }));
    } else {
      setSlot(key, { status: 'error', message: uploadErrorMessage(result.error, intl, requirement.accepted_formats) });
      if (result.error.code === 'ALL_WITHDRAWN') void queryClient.invalidateQueries({ queryKey: queryKeys.deals });
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
    const result = await deleteDocument((await services()).documents, submission, document);
    if (result.ok) {
      await refreshDocuments();
      toast.success(intl.formatMessage(m.deleted));
    } else if (result.error.code === 'ALL_WITHDRAWN') onAllWithdrawn();
    else toast.error(intl.formatMessage(m.deleteFailed));
  };

  const onDisability = async (value: boolean) => {
    const result = await answerDisability((await services()).users, submission, value);
    if (result.ok) queryClient.setQueryData(queryKeys.disability, result.value);
    else if (result.error.code === 'ALL_WITHDRAWN') onAllWithdrawn();
    else {
      const detail = result.error.code === 'DISABILITY_UPDATE_FAILED' ? result.error.detail : null;
      toast.error(detail ?? intl.formatMessage(m.disabilityFailed));
    }
  };

  const onNationalities = async (codes: string[]) => {
    setPendingNationalities(codes);
    const result = await chooseNationalities((await services()).users, submission, codes);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: queryKeys.nationalities });
    else if (result.error.code === 'ALL_WITHDRAWN') onAllWithdrawn();
    else toast.error(intl.formatMessage(m.nationalitiesFailed));
    setPendingNationalities(null);
  };

  const onSubmit = async () => {
    setSubmitting(true);
    const result = await submitDocuments((await services()).documents);
    setSubmitting(false);
    if (!result.ok) {
      if (result.error.code === 'ALL_WITHDRAWN') onAllWithdrawn();
      else toast.error(result.error.detail ?? intl.formatMessage(m.submitFailed));
      return;
    }
    if (result.value.kind === 'payment-required') {
      setInvoice(result.value.invoice);
      return;
    }
    await refreshUserData();
    setSubmitted(true);
    toast.success(intl.formatMessage(m.submittedTitle), intl.formatMessage(m.submittedText));
    redirectTimer.current = setTimeout(() => void navigate(pathTo('dashboard')), REDIRECT_AFTER_SUBMISSION_MS);
  };

  const closePayment = () => {
    setInvoice(null);
    void refreshUserData();
    void navigate(pathTo('dashboard'));
  };

  const loading =
    data.requirements.isPending || data.documents.isPending || data.submission.isPending || data.disability.isPending || data.nationalities.isPending || data.deals.isPending;
  // The documents are the candidate's, shared by their applications; withdrawing every one locks them.
  const withdrawn = areAllApplicationsWithdrawn(data.deals.data ?? []);
  const requirements = data.requirements.data ?? [];
  const documents = data.documents.data ?? [];
  const disability = data.disability.data ?? null;
  const chosen = pendingNationalities ?? (data.nationalities.data ?? []).map((nationality) => nationality.code);
  // Built and sorted once per answer (about 250 countries), not on every render; one collator for the whole sort.
  const knownNames = useMemo(
    () => new Map([...(data.available.data ?? []), ...(data.nationalities.data ?? [])].map((n) => [n.code, n.name])),
    [data.available.data, data.nationalities.data],
  );
  const options = useMemo(() => {
    const collator = new Intl.Collator(intl.locale);
    return [...knownNames].map(([id, label]) => ({ id, label })).sort((a, b) => collator.compare(a.label, b.label));
  }, [knownNames, intl.locale]);
  const nationalities = chosen.map((code) => ({ code, name: knownNames.get(code) ?? code }));
  // After submission, the slots staff sent back for a new file (none once every application is withdrawn: read-only).
  const openSlots = withdrawn ? [] : openSlotsAfterSubmission(submission);
  const state = { requirements, documents, disability, nationalities, sentBack: openSlots };

  return {
    loading,
    requirements,
    documents,
    submission,
    /** Submitted, or every application withdrawn: everything shows read-only. */
    locked: withdrawn || isDocumentsLocked(submission),
    /** Every application withdrawn: read-only, sent-back slots included. */
    withdrawn,
    /** The slots open to a new file after submission, by type then place. */
    openSlots,
    /** Submitted from this page just now (the focus goes to the locked notice). */
    submitted,
    disability,
    nationalities,
    options,
    checklist: documentsChecklist(state),
    readiness: submissionReadiness({ ...state, submission }),
    activity,
    toDelete,
    setToDelete,
    invoice,
    submitting,
    onFile: (requirement: DocumentRequirement, slotIndex: number, file: File, replaces?: UploadedDocument) => void onFile(requirement, slotIndex, file, replaces),
    onDownload: (document: UploadedDocument) => void onDownload(document),
    confirmDelete: (document: UploadedDocument) => void confirmDelete(document),
    onDisability: (value: boolean) => void onDisability(value),
    onNationalities: (codes: string[]) => void onNationalities(codes),
    onSubmit: () => void onSubmit(),
    closePayment,
  };
}

export type DocumentsPage = ReturnType<typeof useDocumentsPage>;
