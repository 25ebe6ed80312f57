import { instantOfLocalTime, parseSlotPlace, type InterviewSlotView, type ProgramInterviewsView } from '@admission/domain';
import { Alert, Button, Dialog, Stack, Text, TextField } from '@admission/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { interviewSlotsMessages as m } from './interview-slots.messages';
import { focusField, SlotPlaceFields, type TypedPlace } from './slot-place-fields';
import { overlapLines, placeFaultText } from './slot-words';
import { refusalOf, useUpdateSlot } from './use-interview-slots';

const IDS = { date: 'slot-edit-date', start: 'slot-edit-start', end: 'slot-edit-end', location: 'slot-edit-location', panel: 'slot-edit-panel' } as const;

/** An instant's day ('YYYY-MM-DD') and wall-clock time ('HH:MM') in a zone: the values of the date and time inputs. */
function wallClock(at: string, timeZone: string): { readonly date: string; readonly time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

interface Props {
  readonly slot: InterviewSlotView;
  readonly view: ProgramInterviewsView;
  readonly onClose: () => void;
  readonly onSaved: (slot: InterviewSlotView) => void;
}

/** One slot's day, times, mode, place and panel; a booked slot keeps its times (its candidate was told them). */
export function SlotEditDialog({ slot, view, onClose, onSaved }: Props) {
  const intl = useIntl();
  const update = useUpdateSlot(view.program_id);
  const tz = view.time_zone;
  const booked = slot.booking !== null;
  const [times, setTimes] = useState(() => ({ date: wallClock(slot.starts_at, tz).date, start: wallClock(slot.starts_at, tz).time, end: wallClock(slot.ends_at, tz).time }));
  const [place, setPlace] = useState<TypedPlace>({ mode: slot.mode, location: slot.location ?? '', panelIds: slot.panel.map((member) => member.id) });
  const [fault, setFault] = useState<{ readonly id: string; readonly text: string } | null>(null);
  const [alert, setAlert] = useState<{ readonly title?: string; readonly text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [focusTo, setFocusTo] = useState<{ readonly id: string } | null>(null);
  useEffect(() => {
    if (focusTo !== null) focusField(focusTo.id);
  }, [focusTo]);
  useEffect(() => {
    if (alert !== null) alertRef.current?.focus();
  }, [alert]);

  const refuse = (id: string, text: string) => {
    setFault({ id, text });
    setAlert(null);
    setFocusTo({ id });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startsAt = instantOfLocalTime(times.date, times.start, tz);
    const endsAt = instantOfLocalTime(times.date, times.end, tz);
    if (startsAt === null || endsAt === null || Date.parse(endsAt) <= Date.parse(startsAt)) return refuse(IDS.start, intl.formatMessage(m.editTimeInvalid));
    const location = parseSlotPlace(place.mode, place.location);
    if (!location.ok) return refuse(IDS.location, placeFaultText(intl, location.error.code));
    if (place.panelIds.length === 0) return refuse(IDS.panel, intl.formatMessage(m.panelMissing));
    setFault(null);
    try {
      onSaved(await update.mutateAsync({ slotId: slot.id, update: { starts_at: startsAt, ends_at: endsAt, mode: place.mode, location: location.value, panel_ids: place.panelIds } }));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.code === 'SLOT_BOOKED') setAlert({ text: intl.formatMessage(m.slotBooked) });
      else if (refusal?.code === 'PANEL_OVERLAP') setAlert({ title: intl.formatMessage(m.overlapEditTitle), text: [...overlapLines(intl, refusal.conflicts, tz), intl.formatMessage(m.overlapEnd)].join(' ') });
      else if (refusal?.code === 'SLOT_PLACE_INVALID') refuse(IDS.location, placeFaultText(intl, refusal.reason ?? ''));
      else if (refusal?.code === 'PANEL_INVALID') refuse(IDS.panel, intl.formatMessage(m.panelMissing));
      else if (refusal?.code === 'SLOT_INVALID') refuse(IDS.start, intl.formatMessage(m.editTimeInvalid));
      else setAlert({ text: intl.formatMessage(m.saveFailed) });
    }
  };

  const errorOf = (id: string) => (fault?.id === id ? fault.text : undefined);
  const time = (id: string, label: string, value: string, key: 'date' | 'start' | 'end') => (
    <TextField
      id={id}
      label={label}
      type={key === 'date' ? 'date' : 'time'}
      value={value}
      isDisabled={booked}
      onChange={(next) => setTimes((current) => ({ ...current, [key]: next }))}
      isInvalid={errorOf(id) !== undefined}
      errorMessage={errorOf(id)}
    />
  );

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage(m.editTitle)}
      closeLabel={intl.formatMessage(m.editCancel)}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.editCancel)}
          </Button>
          <Button type="submit" form="slot-edit-form" isPending={update.isPending}>
            {intl.formatMessage(m.editSave)}
          </Button>
        </>
      }
    >
      <form id="slot-edit-form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          {alert === null ? null : <Alert ref={alertRef} tabIndex={-1} tone="danger" title={alert.title} message={alert.text} />}
          {slot.booking === null ? null : <Text tone="muted">{intl.formatMessage(m.editBookedTimes, { name: slot.booking.candidate_name })}</Text>}
          {time(IDS.date, intl.formatMessage(m.editDate), times.date, 'date')}
          {time(IDS.start, intl.formatMessage(m.editStart), times.start, 'start')}
          {time(IDS.end, intl.formatMessage(m.editEnd), times.end, 'end')}
          <SlotPlaceFields idPrefix="slot-edit" value={place} onChange={setPlace} eligible={view.eligible_panel} locationError={errorOf(IDS.location)} panelError={errorOf(IDS.panel)} />
        </Stack>
      </form>
    </Dialog>
  );
}
