import { OTHER_REASON_MAX_LENGTH, characterCount, validateReasons, type ChosenReason, type ReasonsFailure, type ReasonWordings } from '@admission/domain';
import { Alert, CheckboxGroup, RadioGroup, Stack, Text, TextField } from '@admission/ui';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ActionDialog, type ActionDialogFrame } from './action-dialog';
import { commonMessages } from './messages';
import { useInterfaceLanguage } from './reason-texts';
import { reasonsDialogMessages as m } from './reasons-dialog.messages';

export interface ReasonsDialogProps<Id extends string> extends ActionDialogFrame {
  /** What will happen (e.g. "The candidate reads these reasons on their dashboard"). */
  readonly intro: string;
  /** The question the reasons answer. */
  readonly groupLabel: string;
  /** `many`: one or more (checkboxes); `one`: exactly one (radio buttons). */
  readonly mode: 'many' | 'one';
  readonly ids: readonly Id[];
  readonly wordings: ReasonWordings<Id>;
  readonly onConfirm: (reasons: readonly ChosenReason<Id>[]) => void;
  /** What the server refused, in words: shown in the dialog, which keeps what was chosen and typed. */
  readonly error?: string | undefined;
}

type Problem = { readonly field: 'group' | 'other'; readonly text: string };

const problemOf = (intl: IntlShape, failure: ReasonsFailure, mode: ReasonsDialogProps<string>['mode']): Problem => {
  switch (failure.code) {
    case 'OTHER_TEXT_MISSING':
      // Checkboxes are unticked; a radio button is left only by choosing another.
      return { field: 'other', text: intl.formatMessage(mode === 'many' ? m.otherReasonMissing : m.otherReasonMissingOne) };
    case 'OTHER_TEXT_TOO_LONG':
      return { field: 'other', text: intl.formatMessage(m.otherReasonTooLong, { max: failure.max }) };
    default:
      return { field: 'group', text: intl.formatMessage(mode === 'many' ? m.reasonsNone : m.reasonNone) };
  }
};

/**
 * Choosing the reasons of a decision from the domain's list, with a short text for "other". Nothing is
 * sent until the choice passes the domain's rule; a refused choice says why and keeps what was chosen and typed.
 */
export function ReasonsDialog<Id extends string>(props: ReasonsDialogProps<Id>) {
  // A fresh choice each time the dialog opens.
  return props.isOpen ? <ReasonsForm {...props} /> : null;
}

function ReasonsForm<Id extends string>({ intro, groupLabel, mode, ids, wordings, onConfirm, error, ...frame }: ReasonsDialogProps<Id>) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [otherText, setOtherText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const options = ids.map((id) => ({ value: id, label: wordings[id][language].label }));
  const otherChosen = chosen.includes('other');

  const confirm = () => {
    const reasons = chosen.map((id) => (id === 'other' ? { id, text: otherText } : { id }));
    const checked = validateReasons(ids, reasons, { single: mode === 'one' });
    if (!checked.ok) {
      setProblem(problemOf(intl, checked.error, mode));
      return;
    }
    setProblem(null);
    onConfirm(checked.value);
  };
  const choose = (values: readonly string[]) => {
    setChosen(values);
    if (problem?.field === 'group') setProblem(null);
  };
  const groupError = problem?.field === 'group' ? problem.text : undefined;
  const otherError = problem?.field === 'other' ? problem.text : undefined;

  return (
    <ActionDialog {...frame} cancelLabel={intl.formatMessage(commonMessages.cancel)} onConfirm={confirm}>
      <Stack gap={4}>
        <Text tone="muted">{intro}</Text>
        {error === undefined ? null : <Alert tone="danger" message={error} />}
        {mode === 'many' ? (
          <CheckboxGroup label={groupLabel} options={options} value={chosen} onChange={choose} isInvalid={groupError !== undefined} errorMessage={groupError} isRequired />
        ) : (
          <RadioGroup label={groupLabel} options={options} value={chosen[0] ?? null} onChange={(value) => choose([value])} isInvalid={groupError !== undefined} errorMessage={groupError} isRequired />
        )}
        {otherChosen ? (
          <TextField
            label={intl.formatMessage(m.otherReasonLabel)}
            description={intl.formatMessage(m.otherReasonLength, { count: characterCount(otherText), max: OTHER_REASON_MAX_LENGTH })}
            value={otherText}
            onChange={(value) => {
              setOtherText(value);
              if (problem?.field === 'other') setProblem(null);
            }}
            isInvalid={otherError !== undefined}
            errorMessage={otherError}
            isRequired
          />
        ) : null}
      </Stack>
    </ActionDialog>
  );
}
