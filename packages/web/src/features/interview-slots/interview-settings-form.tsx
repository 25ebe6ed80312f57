import { INTERVIEW_SETTINGS_LIMITS, parseInterviewSettings, type InterviewBookingPlace, type InterviewSettingsField, type InterviewSettingsView } from '@admission/domain';
import { Alert, Button, Card, RadioGroup, Stack, TextField } from '@admission/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { interviewSlotsMessages as m } from './interview-slots.messages';
import { focusField } from './slot-place-fields';
import { refusalOf, useSaveInterviewSettings } from './use-interview-slots';

type FormField = Exclude<InterviewSettingsField, 'rubric'>;

const FIELD_IDS: Record<FormField, string> = {
  booking_place: 'interview-booking-place',
  outside_url: 'interview-outside-url',
  change_cutoff_hours: 'interview-cutoff',
  interview_weight: 'interview-weight',
};

/** What the admin typed, kept as typed until it is saved (a number's text is never lost). */
interface Typed {
  readonly bookingPlace: InterviewBookingPlace;
  readonly outsideUrl: string;
  readonly cutoff: string;
  /** The weight in percent, as typed. */
  readonly weight: string;
}

const typedOf = (settings: InterviewSettingsView): Typed => ({
  bookingPlace: settings.booking_place,
  outsideUrl: settings.outside_url ?? '',
  cutoff: String(settings.change_cutoff_hours),
  weight: String(Math.round(settings.interview_weight * 100)),
});

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

function fieldText(intl: IntlShape, field: FormField): string {
  if (field === 'outside_url') return intl.formatMessage(m.outsideUrlInvalid, { max: INTERVIEW_SETTINGS_LIMITS.outsideUrlMaxLength });
  if (field === 'change_cutoff_hours') return intl.formatMessage(m.cutoffInvalid, INTERVIEW_SETTINGS_LIMITS.changeCutoffHours);
  if (field === 'interview_weight') return intl.formatMessage(m.weightInvalid);
  return intl.formatMessage(m.bookingPlaceInvalid);
}

const isFormField = (field: string | null | undefined): field is FormField => field !== null && field !== undefined && field in FIELD_IDS;

/** Where the program's candidates book, their change cut-off, and the interview's weight in the combined score. */
export function InterviewSettingsForm({ programId, settings }: { readonly programId: number; readonly settings: InterviewSettingsView }) {
  const intl = useIntl();
  const save = useSaveInterviewSettings(programId);
  const [typed, setTyped] = useState<Typed>(() => typedOf(settings));
  const [invalid, setInvalid] = useState<FormField | null>(null);
  const [outcome, setOutcome] = useState<{ readonly tone: 'success' | 'danger'; readonly text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // A new object each time, so that a second refusal of the same field moves the focus again.
  const [focusTo, setFocusTo] = useState<{ readonly field: FormField } | null>(null);
  useEffect(() => {
    if (focusTo !== null) focusField(FIELD_IDS[focusTo.field]);
  }, [focusTo]);
  useEffect(() => {
    if (outcome !== null) outcomeRef.current?.focus();
  }, [outcome]);

  const refuse = (field: FormField) => {
    setInvalid(field);
    setOutcome(null);
    setFocusTo({ field });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parseInterviewSettings({
      booking_place: typed.bookingPlace,
      // The link counts only where candidates book outside; what was typed stays in the field.
      outside_url: typed.bookingPlace === 'outside' ? typed.outsideUrl : null,
      change_cutoff_hours: numberOf(typed.cutoff),
      interview_weight: numberOf(typed.weight) / 100,
      rubric: settings.rubric,
    });
    if (!checked.ok) {
      if (isFormField(checked.error.field)) refuse(checked.error.field);
      else setOutcome({ tone: 'danger', text: intl.formatMessage(m.saveFailed) });
      return;
    }
    setInvalid(null);
    try {
      await save.mutateAsync(checked.value);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.code === 'INTERVIEW_SETTINGS_INVALID' && isFormField(refusal.field)) refuse(refusal.field);
      else setOutcome({ tone: 'danger', text: intl.formatMessage(m.saveFailed) });
      return;
    }
    setOutcome({ tone: 'success', text: intl.formatMessage(m.settingsSaved) });
  };

  const errorOf = (field: FormField) => (invalid === field ? fieldText(intl, field) : undefined);
  const limits = INTERVIEW_SETTINGS_LIMITS;
  return (
    <Card title={intl.formatMessage(m.settingsTitle)} headingLevel={2}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          {outcome === null ? null : <Alert ref={outcomeRef} tabIndex={-1} role={outcome.tone === 'success' ? 'status' : 'alert'} tone={outcome.tone} message={outcome.text} />}
          <div id={FIELD_IDS.booking_place}>
            <RadioGroup
              label={intl.formatMessage(m.bookingPlace)}
              options={[
                { value: 'portal', label: intl.formatMessage(m.bookingPortal) },
                { value: 'outside', label: intl.formatMessage(m.bookingOutside) },
              ]}
              value={typed.bookingPlace}
              onChange={(place) => setTyped((current) => ({ ...current, bookingPlace: place as InterviewBookingPlace }))}
              isInvalid={errorOf('booking_place') !== undefined}
              errorMessage={errorOf('booking_place')}
            />
          </div>
          <TextField
            id={FIELD_IDS.outside_url}
            label={intl.formatMessage(m.outsideUrl)}
            description={intl.formatMessage(m.outsideUrlHelp)}
            type="url"
            value={typed.outsideUrl}
            onChange={(outsideUrl) => setTyped((current) => ({ ...current, outsideUrl }))}
            isInvalid={errorOf('outside_url') !== undefined}
            errorMessage={errorOf('outside_url')}
          />
          <TextField
            id={FIELD_IDS.change_cutoff_hours}
            label={intl.formatMessage(m.cutoff)}
            description={intl.formatMessage(m.cutoffHelp, limits.changeCutoffHours)}
            inputMode="numeric"
            value={typed.cutoff}
            onChange={(cutoff) => setTyped((current) => ({ ...current, cutoff }))}
            isInvalid={errorOf('change_cutoff_hours') !== undefined}
            errorMessage={errorOf('change_cutoff_hours')}
          />
          <TextField
            id={FIELD_IDS.interview_weight}
            label={intl.formatMessage(m.weight)}
            description={intl.formatMessage(m.weightHelp)}
            inputMode="numeric"
            value={typed.weight}
            onChange={(weight) => setTyped((current) => ({ ...current, weight }))}
            isInvalid={errorOf('interview_weight') !== undefined}
            errorMessage={errorOf('interview_weight')}
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
