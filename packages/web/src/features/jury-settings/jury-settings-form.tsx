import { REVIEW_SETTINGS_LIMITS, validateReviewSettings, type ReviewSettingsField, type ReviewSettingsFieldError, type ReviewSettingsView } from '@admission/domain';
import { Alert, Button, Card, CheckboxGroup, Stack, Text, TextField } from '@admission/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { JuryDocumentsField } from './jury-documents-field';
import { jurySettingsMessages as m } from './jury-settings.messages';
import { refusalCode, useSaveSettings } from './use-jury-settings';

const FIELD_IDS: Record<ReviewSettingsField, string> = {
  reviewsPerApplication: 'jury-reviews-per-application',
  dueDays: 'jury-due-days',
  disagreementThreshold: 'jury-threshold',
};

/** What the admin typed, kept as typed until it is valid (a number field's text is never lost). */
interface Typed {
  readonly reviewsPerApplication: string;
  readonly dueDays: string;
  readonly disagreementThreshold: string;
  readonly reviewerIds: readonly string[];
  readonly documentTypes: readonly string[];
}

const typedOf = (view: ReviewSettingsView): Typed => ({
  reviewsPerApplication: String(view.reviews_per_application),
  dueDays: String(view.due_days),
  disagreementThreshold: String(view.disagreement_threshold),
  reviewerIds: view.reviewers.map(({ id }) => id),
  documentTypes: view.reviewer_document_types,
});

/** A number as typed ("1,5" as a French admin writes it), or NaN. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** Every field in error a REVIEW_SETTINGS_INVALID refusal names (the server checks what the form checks). */
const errorsOfRefusal = (error: unknown): readonly ReviewSettingsFieldError[] | null => {
  if (refusalCode(error) !== 'REVIEW_SETTINGS_INVALID') return null;
  const { errors, field } = (error as { detail: { errors?: unknown; field?: unknown } }).detail;
  if (Array.isArray(errors)) {
    const named = errors.filter((entry): entry is ReviewSettingsFieldError => typeof entry === 'object' && entry !== null && (entry as { field?: unknown }).field as string in FIELD_IDS);
    if (named.length > 0) return named;
  }
  return typeof field === 'string' && field in FIELD_IDS ? [{ field: field as ReviewSettingsField, reason: 'OUT_OF_BOUNDS' }] : null;
};

/** A field's own message: its bounds, or the reviewers a program has for the reviews asked of each application. */
function fieldMessage(intl: IntlShape, error: ReviewSettingsFieldError): string {
  if (error.reason === 'MORE_THAN_REVIEWERS') return intl.formatMessage(m.moreReviewsThanReviewers, { wanted: error.wanted, reviewers: error.reviewers });
  if (error.field === 'dueDays') return intl.formatMessage(m.dueDaysInvalid, REVIEW_SETTINGS_LIMITS.dueDays);
  if (error.field === 'disagreementThreshold') return intl.formatMessage(m.thresholdInvalid, REVIEW_SETTINGS_LIMITS.disagreementThreshold);
  return intl.formatMessage(m.reviewsPerApplicationInvalid, REVIEW_SETTINGS_LIMITS.reviewsPerApplication);
}

/** The program's reviewers, reviews per application, due days and disagreement threshold. */
export function JurySettingsForm({ view }: { readonly view: ReviewSettingsView }) {
  const intl = useIntl();
  const save = useSaveSettings(view.program_id);
  const [typed, setTyped] = useState<Typed>(() => typedOf(view));
  const [invalid, setInvalid] = useState<readonly ReviewSettingsFieldError[]>([]);
  const [identityRefused, setIdentityRefused] = useState(false);
  const [outcome, setOutcome] = useState<{ readonly tone: 'success' | 'danger'; readonly text: string; readonly focus?: boolean } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // A new object each time, so that a second refusal of the same field moves the focus again.
  const [focusField, setFocusField] = useState<{ readonly field: ReviewSettingsField } | null>(null);
  useEffect(() => {
    if (focusField !== null) document.getElementById(FIELD_IDS[focusField.field])?.focus();
  }, [focusField]);
  const limits = REVIEW_SETTINGS_LIMITS;

  // Every field in error shows its own message at once; the focus goes to the first of them.
  const refuse = (errors: readonly ReviewSettingsFieldError[]) => {
    setInvalid(errors);
    setOutcome(null);
    const [first] = errors;
    if (first !== undefined) setFocusField({ field: first.field });
  };
  const say = (tone: 'success' | 'danger', text: string) => setOutcome({ tone, text, focus: true });
  // After the commit that ends the button's pending state (which keeps the focus on the button while it lasts).
  useEffect(() => {
    if (outcome?.focus === true) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateReviewSettings(
      {
        reviewsPerApplication: numberOf(typed.reviewsPerApplication),
        dueDays: numberOf(typed.dueDays),
        disagreementThreshold: numberOf(typed.disagreementThreshold),
      },
      typed.reviewerIds.length,
    );
    if (!checked.ok) {
      refuse(checked.error.errors);
      return;
    }
    setInvalid([]);
    setIdentityRefused(false);
    const { reviewsPerApplication, dueDays, disagreementThreshold } = checked.value;
    try {
      await save.mutateAsync({
        reviews_per_application: reviewsPerApplication,
        due_days: dueDays,
        disagreement_threshold: disagreementThreshold,
        reviewer_ids: typed.reviewerIds,
        reviewer_document_types: typed.documentTypes,
      });
    } catch (error) {
      const errors = errorsOfRefusal(error);
      if (errors !== null) refuse(errors);
      else if (refusalCode(error) === 'REVIEWER_OTHER_SCHOOL') say('danger', intl.formatMessage(m.reviewerOtherSchool));
      else if (refusalCode(error) === 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS') {
        setIdentityRefused(true);
        say('danger', intl.formatMessage(m.identityRefused));
      } else say('danger', intl.formatMessage(m.saveFailed));
      return;
    }
    say('success', intl.formatMessage(m.settingsSaved));
  };

  const field = (name: ReviewSettingsField, label: string, help: string) => {
    const error = invalid.find((entry) => entry.field === name);
    return (
      <TextField
        id={FIELD_IDS[name]}
        label={label}
        description={help}
        inputMode="decimal"
        value={typed[name]}
        onChange={(value) => setTyped((current) => ({ ...current, [name]: value }))}
        isInvalid={error !== undefined}
        errorMessage={error === undefined ? undefined : fieldMessage(intl, error)}
      />
    );
  };

  return (
    <Card title={intl.formatMessage(m.settingsTitle)} headingLevel={2}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          {outcome === null ? null : <Alert ref={outcomeRef} tabIndex={-1} tone={outcome.tone} message={outcome.text} />}
          {field('reviewsPerApplication', intl.formatMessage(m.reviewsPerApplication), intl.formatMessage(m.reviewsPerApplicationHelp, limits.reviewsPerApplication))}
          {field('dueDays', intl.formatMessage(m.dueDays), intl.formatMessage(m.dueDaysHelp, limits.dueDays))}
          {field('disagreementThreshold', intl.formatMessage(m.threshold), intl.formatMessage(m.thresholdHelp, limits.disagreementThreshold))}
          {view.eligible_reviewers.length === 0 ? (
            <Text tone="muted">{intl.formatMessage(m.noReviewers)}</Text>
          ) : (
            <CheckboxGroup
              label={intl.formatMessage(m.reviewers)}
              options={view.eligible_reviewers.map(({ id, name, email }) => ({ value: id, label: name, help: email }))}
              value={typed.reviewerIds}
              onChange={(reviewerIds) => setTyped((current) => ({ ...current, reviewerIds }))}
            />
          )}
          <JuryDocumentsField
            view={view}
            value={typed.documentTypes}
            onChange={(documentTypes) => setTyped((current) => ({ ...current, documentTypes }))}
            identityRefused={identityRefused}
          />
          <div>
            <Button type="submit" isPending={save.isPending}>
              {intl.formatMessage(m.saveSettings)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
