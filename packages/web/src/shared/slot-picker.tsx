import type { FreeSlot } from '@admission/domain';
import { groupByDay } from '@admission/domain';
import { Heading, RadioGroup, Stack, Text } from '@admission/ui';
import { useId, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { deviceHours, slotDay, slotHoursAndMode } from './interview-times';

interface SlotPickerProps {
  /** The free slots, in time order. */
  readonly slots: readonly FreeSlot[];
  /** The school's zone: the days and times read in it. */
  readonly timeZone: string;
  /** The device's zone: each time in it too when its clock differs. */
  readonly deviceZone: string;
  readonly value: number | null;
  readonly onChange: (slotId: number) => void;
  /** The whole list's name ("Free times"). */
  readonly label: string;
  readonly headingLevel: 2 | 3;
  readonly errorMessage?: string;
  /** Set when a step gives the list the focus (its heading then takes it). */
  readonly headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * The free slots by day in the school's zone, one radio group a day (named by its day) and one choice over all of
 * them: each option says its hours, its mode (and address), and the device's hours when they differ.
 */
export function SlotPicker({ headingRef, headingLevel, slots, timeZone, deviceZone, value, onChange, label, errorMessage }: SlotPickerProps) {
  const intl = useIntl();
  const headingId = useId();
  const days = groupByDay(slots, timeZone);
  return (
    <div role="group" aria-labelledby={headingId}>
      <Stack gap={3}>
      <Heading level={headingLevel} id={headingId} ref={headingRef} tabIndex={headingRef === undefined ? undefined : -1}>
        {label}
      </Heading>
      {days.map((day) => (
        <RadioGroup
          key={day.day}
          label={slotDay(intl, day.items[0] ?? { starts_at: day.day, ends_at: day.day }, timeZone)}
          value={day.items.some((slot) => slot.id === value) ? String(value) : null}
          onChange={(chosen) => onChange(Number(chosen))}
          isInvalid={errorMessage !== undefined}
          errorMessage={errorMessage}
          options={day.items.map((slot) => ({
            value: String(slot.id),
            label: slotHoursAndMode(intl, slot, timeZone),
            help: [slot.address, deviceHours(intl, slot, timeZone, deviceZone)].filter((line): line is string => line !== null && line !== '').join(' · ') || undefined,
          }))}
        />
      ))}
      {errorMessage !== undefined && days.length === 0 ? <Text tone="danger">{errorMessage}</Text> : null}
      </Stack>
    </div>
  );
}
