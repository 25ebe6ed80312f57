import { ADJUSTMENT_KINDS, ADJUSTMENTS_LIMITS, parseAdjustments, type AdjustmentKind, type Adjustments, type BookingRequest, type FreeSlot } from '@admission/domain';
import { Alert, Button, CheckboxGroup, EmptyState, Stack, TextField } from '@admission/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { bookingFormMessages as m } from './booking-form.messages';
import { brand } from './brand';
import { interviewMessages as words } from './interview.messages';
import { SlotPicker } from './slot-picker';

interface BookingFormProps {
  readonly slots: readonly FreeSlot[];
  readonly timeZone: string;
  readonly deviceZone: string;
  /** What the candidate asked for before (a move keeps it). */
  readonly adjustments: Adjustments;
  readonly submitLabel: string;
  /** The free slots' heading level: 2 under the page's head, 3 under the booking's. */
  readonly headingLevel: 2 | 3;
  readonly isPending: boolean;
  /** The last refusal, in words, shown beside the free slots; null when none. */
  readonly refusal: string | null;
  /** Bumped by each refusal: the form then drops the slot chosen (it may be gone) and gives the focus to the refusal. */
  readonly refusalCount: number;
  readonly onSubmit: (request: BookingRequest) => void;
  /** A move's way back to the booking as it is. */
  readonly onCancel?: () => void;
  readonly cancelLabel?: string;
  /** The free slots' heading, for a step that gives them the focus (opening a move). */
  readonly slotsHeadingRef?: RefObject<HTMLHeadingElement | null>;
  /** Words for staff booking on the candidate's behalf, instead of the candidate's own. */
  readonly noSlotsText?: string;
  readonly adjustmentsLabel?: string;
}

/** The free slots by day, what the candidate needs to be fair, and the button that books (or moves); a refusal keeps what they typed. */
export function BookingForm({ headingLevel, slots, timeZone, deviceZone, adjustments, submitLabel, isPending, refusal, refusalCount, onSubmit, onCancel, cancelLabel, slotsHeadingRef, noSlotsText, adjustmentsLabel }: BookingFormProps) {
  const intl = useIntl();
  // The slot chosen since the last refusal: a refusal drops it (the slot may be gone) and keeps the rest.
  const [choice, setChoice] = useState<{ readonly slotId: number | null; readonly refusalCount: number }>({ slotId: null, refusalCount });
  const slotId = choice.refusalCount === refusalCount ? choice.slotId : null;
  const setSlotId = (chosen: number) => setChoice({ slotId: chosen, refusalCount });
  const [kinds, setKinds] = useState<readonly AdjustmentKind[]>(adjustments.kinds);
  const [other, setOther] = useState(adjustments.other);
  const [checked, setChecked] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusalCount > 0) refusalRef.current?.focus();
  }, [refusalCount]);

  const slotMissing = slotId === null || !slots.some((slot) => slot.id === slotId);
  // The domain's rule for the needs: the own words set exactly when "other" is ticked, and not too long.
  const asked = parseAdjustments({ kinds, other: kinds.includes('other') ? other : '' });
  const otherProblem = asked.ok
    ? null
    : asked.error.code === 'OTHER_TEXT_TOO_LONG'
      ? intl.formatMessage(m.adjustmentOtherTooLong, { max: ADJUSTMENTS_LIMITS.otherMaxLength })
      : intl.formatMessage(m.adjustmentOtherMissing);
  const submit = () => {
    setChecked(true);
    if (slotMissing || slotId === null || !asked.ok) return;
    onSubmit({ slot_id: slotId, adjustments: asked.value });
  };

  return (
    <Stack gap={4}>
      {refusal === null ? null : <Alert ref={refusalRef} tabIndex={-1} message={refusal} tone="warning" role="alert" />}
      {slots.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noSlotsTitle)} description={noSlotsText ?? intl.formatMessage(m.noSlotsText, { email: brand.contact.email })} headingLevel={headingLevel} icon="clock" />
      ) : (
        <SlotPicker
          headingRef={slotsHeadingRef}
          slots={slots}
          timeZone={timeZone}
          deviceZone={deviceZone}
          value={slotId}
          onChange={setSlotId}
          label={intl.formatMessage(m.freeSlots)}
          headingLevel={headingLevel}
          errorMessage={checked && slotMissing ? intl.formatMessage(m.pickSlot) : undefined}
        />
      )}
      <CheckboxGroup
        label={adjustmentsLabel ?? intl.formatMessage(m.adjustmentsLabel)}
        description={intl.formatMessage(m.adjustmentsHelp)}
        value={kinds}
        onChange={(value) => setKinds(ADJUSTMENT_KINDS.filter((kind) => value.includes(kind)))}
        options={ADJUSTMENT_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(words[`adjustment_${kind}`]) }))}
      />
      {kinds.includes('other') ? (
        <TextField
          label={intl.formatMessage(m.adjustmentOtherLabel)}
          value={other}
          onChange={setOther}
          isRequired
          isInvalid={checked && otherProblem !== null}
          errorMessage={checked && otherProblem !== null ? otherProblem : undefined}
          maxLength={ADJUSTMENTS_LIMITS.otherMaxLength}
        />
      ) : null}
      <Stack direction="row" gap={3} wrap>
        <Button onPress={submit} isPending={isPending} isDisabled={slots.length === 0}>
          {submitLabel}
        </Button>
        {onCancel === undefined ? null : (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
