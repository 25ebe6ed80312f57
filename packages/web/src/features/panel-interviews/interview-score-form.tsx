import type { PanelScoreRequest, ReviewScore, Rubric } from '@admission/domain';
import { Button, RadioGroup, Stack, TextArea } from '@admission/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { panelMessages as m } from './panel-interviews.messages';

interface InterviewScoreFormProps {
  readonly rubric: Rubric;
  readonly isPending: boolean;
  readonly onSubmit: (score: PanelScoreRequest) => void;
}

/** Each criterion of the interview rubric a 1–5 radio group with its levels' words, then a comment and Submit. */
export function InterviewScoreForm({ rubric, isPending, onSubmit }: InterviewScoreFormProps) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const [scores, setScores] = useState<Readonly<Record<string, ReviewScore>>>({});
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = rubric.criteria.filter((criterion) => scores[criterion.id] === undefined).map((criterion) => criterion.id);
  const submit = () => {
    setChecked(true);
    const first = missing[0];
    if (first !== undefined) {
      document.querySelector<HTMLInputElement>(`[data-criterion="${first}"] input`)?.focus();
      return;
    }
    onSubmit({ scores, comment: comment.trim() });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={5}>
        {rubric.criteria.map((criterion) => (
          <div key={criterion.id} data-criterion={criterion.id}>
            <RadioGroup
              label={criterion.label[language]}
              description={intl.formatMessage(m.criterionWeight, { weight: criterion.weight })}
              options={criterion.levels.map((level, index) => ({ value: String(index + 1), label: intl.formatMessage(m.level, { score: index + 1, words: level[language] }) }))}
              value={scores[criterion.id] === undefined ? null : String(scores[criterion.id])}
              onChange={(value) => setScores((current) => ({ ...current, [criterion.id]: Number(value) as ReviewScore }))}
              isInvalid={checked && missing.includes(criterion.id)}
              errorMessage={checked && missing.includes(criterion.id) ? intl.formatMessage(m.criterionMissing) : undefined}
            />
          </div>
        ))}
        <TextArea label={intl.formatMessage(m.comment)} value={comment} onChange={setComment} rows={4} />
        <div>
          <Button type="submit" isPending={isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
