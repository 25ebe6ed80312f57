import { INTERVIEW_MODES, type InterviewMode, type PanelMember } from '@admission/domain';
import { CheckboxGroup, RadioGroup, Stack, Text, TextField } from '@admission/ui';
import { useIntl } from 'react-intl';
import { interviewMessages } from '../../shared/interview.messages';
import { interviewSlotsMessages as m } from './interview-slots.messages';
import { panelOption } from './slot-words';

/** A slot's mode, place and panel as typed. */
export interface TypedPlace {
  readonly mode: InterviewMode;
  readonly location: string;
  readonly panelIds: readonly string[];
}

interface Props {
  /** The fields' ids start with it ('slots' gives 'slots-location' and 'slots-panel'). */
  readonly idPrefix: string;
  readonly value: TypedPlace;
  readonly onChange: (next: TypedPlace) => void;
  readonly eligible: readonly PanelMember[];
  readonly locationError?: string;
  readonly panelError?: string;
}

/** Focuses a field by id: the element itself when it takes the focus, else the first control inside it (a group's). */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (element === null) return;
  const target = element instanceof HTMLInputElement ? element : (element.querySelector<HTMLElement>('input:not([disabled])') ?? element);
  target.focus();
}

/** How the interview is held (on site with an address, by video with a link, by phone) and who sits on its panel. */
export function SlotPlaceFields({ idPrefix, value, onChange, eligible, locationError, panelError }: Props) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <RadioGroup
        label={intl.formatMessage(m.mode)}
        options={INTERVIEW_MODES.map((mode) => ({ value: mode, label: intl.formatMessage(interviewMessages[`mode_${mode}`]) }))}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as InterviewMode })}
      />
      {value.mode === 'phone' ? null : (
        <TextField
          id={`${idPrefix}-location`}
          label={intl.formatMessage(value.mode === 'video' ? m.videoLink : m.address)}
          description={value.mode === 'video' ? intl.formatMessage(m.videoLinkHelp) : undefined}
          type={value.mode === 'video' ? 'url' : 'text'}
          value={value.location}
          onChange={(location) => onChange({ ...value, location })}
          isInvalid={locationError !== undefined}
          errorMessage={locationError}
        />
      )}
      <div id={`${idPrefix}-panel`}>
        {eligible.length === 0 ? (
          <Text tone="muted">{intl.formatMessage(m.noPanel)}</Text>
        ) : (
          <CheckboxGroup
            label={intl.formatMessage(m.panel)}
            description={intl.formatMessage(m.panelHelp)}
            options={eligible.map((member) => panelOption(intl, member))}
            value={value.panelIds}
            onChange={(panelIds) => onChange({ ...value, panelIds })}
            isInvalid={panelError !== undefined}
            errorMessage={panelError}
          />
        )}
      </div>
    </Stack>
  );
}
