import { generateSlots, parseSlotPlace, type ProgramInterviewsView, type SlotBatchError } from '@admission/domain';
import { Alert, Button, Card, Icon, Stack, Text, TextField } from '@admission/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { zoneName } from '../../shared/interview-times';
import { interviewSlotsMessages as m } from './interview-slots.messages';
import { focusField, SlotPlaceFields, type TypedPlace } from './slot-place-fields';
import { batchFaultText, dayAndTime, overlapLines, placeFaultText } from './slot-words';
import { refusalOf, useCreateSlots } from './use-interview-slots';

/** What the admin typed, kept as typed: a refusal never loses it. */
interface Typed {
  readonly dates: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly length: string;
  readonly gap: string;
  readonly place: TypedPlace;
}

const START: Typed = { dates: [''], from: '09:00', to: '12:00', length: '30', gap: '0', place: { mode: 'on_site', location: '', panelIds: [] } };

/** A field at fault: its id on the page and what to say there. */
interface Fault {
  readonly id: string;
  readonly text: string;
}

type Outcome = { readonly kind: 'opened'; readonly count: number } | { readonly kind: 'overlap'; readonly lines: readonly string[] } | { readonly kind: 'failed' };

const minutes = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const batchOf = (typed: Typed, timeZone: string) => ({
  dates: typed.dates.filter((date) => date.trim() !== ''),
  from: typed.from,
  to: typed.to,
  lengthMinutes: minutes(typed.length),
  gapMinutes: minutes(typed.gap),
  timeZone,
});

const FIELD_IDS = { from: 'slots-from', to: 'slots-to', length_minutes: 'slots-length', gap_minutes: 'slots-gap', location: 'slots-location', panel_ids: 'slots-panel' } as const;

/** The id of the field a batch's fault names: the date it names, else the first day. */
function batchFieldId(typed: Typed, error: Pick<SlotBatchError, 'field' | 'value'>): string {
  if (error.field !== 'dates') return FIELD_IDS[error.field];
  const index = error.value === undefined ? -1 : typed.dates.indexOf(error.value);
  return `slots-date-${Math.max(index, 0)}`;
}

/** "Every 30 minutes from 9:00 to 12:00 on 3, 4 and 5 March": a batch of slots, its count previewed by the server's rule. */
export function SlotBatchForm({ view }: { readonly view: ProgramInterviewsView }) {
  const intl = useIntl();
  const create = useCreateSlots(view.program_id);
  const [typed, setTyped] = useState<Typed>(START);
  const [fault, setFault] = useState<Fault | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // A new object each time, so that the same field refused twice takes the focus again.
  const [focusTo, setFocusTo] = useState<{ readonly id: string } | null>(null);
  useEffect(() => {
    if (focusTo !== null) focusField(focusTo.id);
  }, [focusTo]);
  useEffect(() => {
    if (outcome !== null) outcomeRef.current?.focus();
  }, [outcome]);

  const zone = zoneName(intl, view.time_zone, new Date().toISOString());
  const preview = generateSlots(batchOf(typed, view.time_zone));
  const refuse = (next: Fault) => {
    setFault(next);
    setOutcome(null);
    setFocusTo({ id: next.id });
  };
  const change = (next: Partial<Typed>) => setTyped((current) => ({ ...current, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!preview.ok) return refuse({ id: batchFieldId(typed, preview.error), text: batchFaultText(intl, preview.error.code, preview.error.value) });
    const place = parseSlotPlace(typed.place.mode, typed.place.location);
    if (!place.ok) return refuse({ id: FIELD_IDS.location, text: placeFaultText(intl, place.error.code) });
    if (typed.place.panelIds.length === 0) return refuse({ id: FIELD_IDS.panel_ids, text: intl.formatMessage(m.panelMissing) });
    setFault(null);
    const batch = batchOf(typed, view.time_zone);
    try {
      const created = await create.mutateAsync({
        dates: batch.dates,
        from: batch.from,
        to: batch.to,
        length_minutes: batch.lengthMinutes,
        gap_minutes: batch.gapMinutes,
        mode: typed.place.mode,
        location: place.value,
        panel_ids: typed.place.panelIds,
      });
      setOutcome({ kind: 'opened', count: created.length });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.code === 'PANEL_OVERLAP') setOutcome({ kind: 'overlap', lines: overlapLines(intl, refusal.conflicts, view.time_zone) });
      else if (refusal?.code === 'SLOT_BATCH_INVALID' && refusal.field !== null && (refusal.field === 'dates' || refusal.field in FIELD_IDS))
        refuse({ id: batchFieldId(typed, { field: refusal.field as SlotBatchError['field'] }), text: batchFaultText(intl, refusal.reason ?? '') });
      else if (refusal?.code === 'SLOT_PLACE_INVALID') refuse({ id: FIELD_IDS.location, text: placeFaultText(intl, refusal.reason ?? '') });
      else if (refusal?.code === 'PANEL_INVALID') refuse({ id: FIELD_IDS.panel_ids, text: intl.formatMessage(m.panelMissing) });
      else setOutcome({ kind: 'failed' });
    }
  };

  const errorOf = (id: string) => (fault?.id === id ? fault.text : undefined);
  const text = (id: string, label: string, key: 'from' | 'to' | 'length' | 'gap', type: 'time' | 'number') => (
    <TextField
      id={id}
      label={label}
      type={type === 'time' ? 'time' : 'text'}
      inputMode={type === 'number' ? 'numeric' : undefined}
      value={typed[key]}
      onChange={(value) => change({ [key]: value })}
      isInvalid={errorOf(id) !== undefined}
      errorMessage={errorOf(id)}
    />
  );

  return (
    <Card title={intl.formatMessage(m.batchTitle)} headingLevel={2} description={intl.formatMessage(m.batchIntro, { zone })}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          {outcome === null ? null : <BatchOutcome ref={outcomeRef} outcome={outcome} />}
          {typed.dates.map((date, index) => (
            <Stack key={index} direction="row" gap={3} align="end" wrap>
              <TextField
                id={`slots-date-${index}`}
                label={intl.formatMessage(m.day, { number: index + 1 })}
                type="date"
                value={date}
                onChange={(value) => change({ dates: typed.dates.map((current, at) => (at === index ? value : current)) })}
                isInvalid={errorOf(`slots-date-${index}`) !== undefined}
                errorMessage={errorOf(`slots-date-${index}`)}
              />
              {index === 0 ? null : (
                <Button size="sm" variant="secondary" icon={<Icon name="trash" />} onPress={() => { change({ dates: typed.dates.filter((_, at) => at !== index) }); setFocusTo({ id: `slots-date-${index - 1}` }); }}>
                  {intl.formatMessage(m.removeDay, { number: index + 1 })}
                </Button>
              )}
            </Stack>
          ))}
          <div>
            <Button size="sm" variant="secondary" onPress={() => { change({ dates: [...typed.dates, ''] }); setFocusTo({ id: `slots-date-${typed.dates.length}` }); }}>
              {intl.formatMessage(m.addDay)}
            </Button>
          </div>
          {text(FIELD_IDS.from, intl.formatMessage(m.from), 'from', 'time')}
          {text(FIELD_IDS.to, intl.formatMessage(m.to), 'to', 'time')}
          {text(FIELD_IDS.length_minutes, intl.formatMessage(m.length), 'length', 'number')}
          {text(FIELD_IDS.gap_minutes, intl.formatMessage(m.gap), 'gap', 'number')}
          <SlotPlaceFields idPrefix="slots" value={typed.place} onChange={(place) => change({ place })} eligible={view.eligible_panel} locationError={errorOf(FIELD_IDS.location)} panelError={errorOf(FIELD_IDS.panel_ids)} />
          <Text role="status" id="slots-preview">
            {preview.ok && preview.value.length > 0
              ? intl.formatMessage(m.preview, {
                  count: preview.value.length,
                  first: dayAndTime(intl, preview.value[0]?.startsAt ?? '', view.time_zone),
                  last: dayAndTime(intl, preview.value.at(-1)?.endsAt ?? '', view.time_zone),
                })
              : intl.formatMessage(m.previewNone)}
          </Text>
          <div>
            <Button type="submit" isPending={create.isPending}>
              {intl.formatMessage(m.openSlots)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function BatchOutcome({ outcome, ref }: { readonly outcome: Outcome; readonly ref: React.Ref<HTMLDivElement> }) {
  const intl = useIntl();
  if (outcome.kind === 'opened') return <Alert ref={ref} tabIndex={-1} role="status" tone="success" message={intl.formatMessage(m.opened, { count: outcome.count })} />;
  if (outcome.kind === 'failed') return <Alert ref={ref} tabIndex={-1} tone="danger" message={intl.formatMessage(m.saveFailed)} />;
  return (
    <Alert ref={ref} tabIndex={-1} tone="danger" title={intl.formatMessage(m.overlapTitle)} message={[...outcome.lines, intl.formatMessage(m.overlapEnd)].join(' ')} />
  );
}
