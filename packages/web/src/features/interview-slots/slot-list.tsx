import { groupByDay, type InterviewSlotView, type ProgramInterviewsView } from '@admission/domain';
import { Alert, Button, Card, EmptyState, Heading, Icon, Link, Stack, Text } from '@admission/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { pathTo } from '../../app/routes';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { interviewMessages } from '../../shared/interview.messages';
import { slotDay, slotHours, zoneName } from '../../shared/interview-times';
import { CheckLabel } from '../../shared/select-checkbox';
import { interviewSlotsMessages as m } from './interview-slots.messages';
import { SlotEditDialog } from './slot-edit-dialog';
import { useRemoveSlots } from './use-interview-slots';

/** A day's slots, a rule between each. */
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
    margin-top: ${({ theme }) => theme.space[3]};
    padding-top: ${({ theme }) => theme.space[3]};
  }
`;

type Outcome = { readonly tone: 'success' | 'danger'; readonly text: string };

/** A slot's mode and place in words ("At the school · At 1 Campus Road"). */
function placeWords(intl: IntlShape, slot: InterviewSlotView): string {
  const mode = intl.formatMessage(interviewMessages[`mode_${slot.mode}`]);
  if (slot.location === null) return mode;
  return `${mode} · ${slot.mode === 'on_site' ? intl.formatMessage(m.placeAddress, { address: slot.location }) : slot.location}`;
}

/** The program's slots by day in the school's zone: select several to remove them, or change one. */
export function SlotList({ view }: { readonly view: ProgramInterviewsView }) {
  const intl = useIntl();
  const remove = useRemoveSlots(view.program_id);
  const bookedNote = useId();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<InterviewSlotView | null>(null);
  const [outcome, setOutcome] = useState<(Outcome & { readonly afterDialog: boolean }) | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome === null) return;
    if (outcome.afterDialog) focusAfterDialogs(() => outcomeRef.current);
    else outcomeRef.current?.focus();
  }, [outcome]);

  const tz = view.time_zone;
  const zone = zoneName(intl, tz, view.slots[0]?.starts_at ?? new Date().toISOString());
  // Only free slots stay selectable: one booked meanwhile leaves the selection when the page is read again.
  const chosen = view.slots.filter((slot) => selected.has(slot.id) && slot.booking === null).map((slot) => slot.id);
  const toggle = (slotId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(slotId);
      else next.delete(slotId);
      return next;
    });

  const removeChosen = async () => {
    try {
      const { removed, refused } = await remove.mutateAsync(chosen);
      setSelected(new Set());
      const text = [intl.formatMessage(m.removed, { count: removed.length })];
      if (refused.length > 0) text.push(intl.formatMessage(m.removeRefused, { count: refused.length }));
      setOutcome({ tone: refused.length > 0 ? 'danger' : 'success', text: text.join(' '), afterDialog: false });
    } catch {
      setOutcome({ tone: 'danger', text: intl.formatMessage(m.removeFailed), afterDialog: false });
    }
  };

  return (
    <Card title={intl.formatMessage(m.listTitle)} headingLevel={2} description={intl.formatMessage(m.zoneNote, { zone })}>
      <Stack gap={4}>
        {outcome === null ? null : <Alert ref={outcomeRef} tabIndex={-1} role={outcome.tone === 'success' ? 'status' : 'alert'} tone={outcome.tone} message={outcome.text} />}
        {view.slots.length === 0 ? (
          <EmptyState headingLevel={3} icon="clock" title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyText)} />
        ) : (
          <>
            <Text id={bookedNote} tone="muted">
              {intl.formatMessage(m.bookedNote)}
            </Text>
            {groupByDay(view.slots, tz).map((group) => {
              const first = group.items[0];
              const day = first === undefined ? group.day : slotDay(intl, first, tz);
              return (
                <section key={group.day} aria-labelledby={`slots-day-${group.day}`}>
                  <Stack gap={2}>
                    <Heading level={3} id={`slots-day-${group.day}`}>
                      {day}
                    </Heading>
                    <Rows>
                      {group.items.map((slot) => (
                        <SlotRow
                          key={slot.id}
                          slot={slot}
                          day={day}
                          timeZone={tz}
                          checked={chosen.includes(slot.id)}
                          onToggle={(on) => toggle(slot.id, on)}
                          bookedNote={bookedNote}
                          onEdit={() => setEditing(slot)}
                        />
                      ))}
                    </Rows>
                  </Stack>
                </section>
              );
            })}
            <div>
              <Button variant="danger" icon={<Icon name="trash" />} isDisabled={chosen.length === 0} isPending={remove.isPending} onPress={() => void removeChosen()}>
                {intl.formatMessage(m.removeSelected, { count: chosen.length })}
              </Button>
            </div>
          </>
        )}
      </Stack>
      {editing === null ? null : (
        <SlotEditDialog
          slot={editing}
          view={view}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setOutcome({ tone: 'success', text: intl.formatMessage(m.editSaved, { day: slotDay(intl, saved, tz), hours: slotHours(intl, saved, tz) }), afterDialog: true });
          }}
        />
      )}
    </Card>
  );
}

interface RowProps {
  readonly slot: InterviewSlotView;
  readonly day: string;
  readonly timeZone: string;
  readonly checked: boolean;
  readonly onToggle: (on: boolean) => void;
  readonly bookedNote: string;
  readonly onEdit: () => void;
}

/** One slot: its checkbox (disabled while booked, saying why), times, mode and place, panel, and its candidate. */
function SlotRow({ slot, day, timeZone, checked, onToggle, bookedNote, onEdit }: RowProps) {
  const intl = useIntl();
  const hours = slotHours(intl, slot, timeZone);
  const booked = slot.booking !== null;
  return (
    <li>
      <Stack direction="row" gap={3} align="start" wrap>
        <CheckLabel>
          <input
            type="checkbox"
            checked={checked}
            disabled={booked}
            aria-label={intl.formatMessage(m.select, { day, hours })}
            aria-describedby={booked ? bookedNote : undefined}
            onChange={(event) => onToggle(event.target.checked)}
          />
        </CheckLabel>
        <Stack gap={1}>
          <Text weight="semibold">{hours}</Text>
          <Text tone="muted">{placeWords(intl, slot)}</Text>
          <Text tone="muted">{intl.formatMessage(m.panelOf, { names: intl.formatList(slot.panel.map((member) => member.name), { type: 'conjunction' }) })}</Text>
          {slot.booking === null ? (
            <Text>{intl.formatMessage(m.free)}</Text>
          ) : (
            <Text>
              <Link href={pathTo('application', { applicationId: slot.booking.application_id })}>{intl.formatMessage(m.booked, { name: slot.booking.candidate_name })}</Link>
            </Text>
          )}
        </Stack>
        <Button size="sm" variant="secondary" aria-label={intl.formatMessage(m.edit, { day, hours })} onPress={onEdit}>
          {intl.formatMessage(m.editShort)}
        </Button>
      </Stack>
    </li>
  );
}
