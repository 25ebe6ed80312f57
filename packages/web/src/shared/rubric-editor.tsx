import { RUBRIC_LIMITS, validateRubric, type Rubric, type RubricError } from '@admission/domain';
import { Alert, Button, Card, Icon, Stack, Text, TextField } from '@admission/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { rubricEditorMessages as m } from './rubric-editor.messages';

type Language = 'en' | 'fr';
const LANGUAGES: readonly Language[] = ['en', 'fr'];
const LEVELS = [1, 2, 3, 4, 5] as const;

/** A criterion as the admin types it: the weight stays text until the rubric is checked. */
interface TypedCriterion {
  readonly id: string;
  readonly weight: string;
  readonly label: Readonly<Record<Language, string>>;
  readonly levels: readonly Readonly<Record<Language, string>>[];
}

const typedOf = (rubric: Rubric): readonly TypedCriterion[] =>
  rubric.criteria.map(({ id, weight, label, levels }) => ({ id, weight: String(weight), label, levels }));

const blank = { en: '', fr: '' };

/** A fresh criterion's id, unused by the others (ids key the reviews' scores). */
function freshId(criteria: readonly TypedCriterion[]): string {
  const used = new Set(criteria.map(({ id }) => id));
  let number = criteria.length + 1;
  while (used.has(`criterion_${number}`)) number += 1;
  return `criterion_${number}`;
}

/** The id of the field a rubric error points at (the criterion's weight, its name or a level in one language). */
export function fieldIdOf(error: RubricError, idPrefix: string): string | null {
  if (error.criterionIndex === null) return null;
  const at = `${idPrefix}-c${error.criterionIndex}`;
  if (error.code === 'CRITERION_WEIGHT_INVALID') return `${at}-weight`;
  if (error.text === null) return null;
  return `${at}-${error.text === 'label' ? 'label' : `level${error.text}`}-${error.language ?? 'en'}`;
}

function errorText(intl: IntlShape, error: RubricError): string {
  switch (error.code) {
    case 'RUBRIC_TOO_FEW_CRITERIA':
      return intl.formatMessage(m.tooFew, { min: RUBRIC_LIMITS.minCriteria });
    case 'RUBRIC_TOO_MANY_CRITERIA':
      return intl.formatMessage(m.tooMany, { max: RUBRIC_LIMITS.maxCriteria });
    case 'CRITERION_WEIGHT_INVALID':
      return intl.formatMessage(m.weightInvalid, { min: RUBRIC_LIMITS.minWeight, max: RUBRIC_LIMITS.maxWeight });
    case 'CRITERION_TEXT_MISSING':
      return intl.formatMessage(m.textMissing);
    case 'CRITERION_TEXT_TOO_LONG':
      return intl.formatMessage(m.textTooLong, { max: RUBRIC_LIMITS.maxTextLength });
    default:
      return intl.formatMessage(m.malformed);
  }
}

/** What saving the rubric came to: the page's save maps its server's refusals to these. */
export type RubricSaveOutcome =
  | { readonly kind: 'saved' }
  /** Scores rest on the rubric now: it can no longer change. */
  | { readonly kind: 'locked' }
  | { readonly kind: 'invalid'; readonly error: RubricError }
  | { readonly kind: 'failed'; readonly text: string };

export interface RubricEditorProps {
  readonly rubric: Rubric;
  /** False once scores rest on the rubric: it is shown read-only, with `lockedText`. */
  readonly editable: boolean;
  readonly lockedText: string;
  /** The fields' ids start with it ('jury' gives 'jury-c0-weight'). */
  readonly idPrefix: string;
  readonly save: (rubric: Rubric) => Promise<RubricSaveOutcome>;
  readonly isSaving: boolean;
}

/** The rubric, read-only, with the reason it cannot change (its alert is read out when it replaces the editor). */
function LockedRubric({ rubric, lockedText }: Pick<RubricEditorProps, 'rubric' | 'lockedText'>) {
  const intl = useIntl();
  const language: Language = intl.locale.startsWith('fr') ? 'fr' : 'en';
  return (
    <Card title={intl.formatMessage(m.rubricTitle)} headingLevel={2}>
      <Stack gap={4}>
        <Alert tone="info" message={lockedText} />
        {rubric.criteria.map((criterion, index) => (
          <Stack key={criterion.id} gap={1}>
            <Text weight="semibold">{intl.formatMessage(m.criterionShown, { number: index + 1, label: criterion.label[language], weight: criterion.weight })}</Text>
            {criterion.levels.map((level, at) => (
              <Text key={at} tone="muted">
                {intl.formatMessage(m.levelShown, { level: at + 1, en: level.en, fr: level.fr })}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** A rubric's editor while no score rests on it; read-only (with the reason) after. */
export function RubricEditor(props: RubricEditorProps) {
  const [lockedMeanwhile, setLockedMeanwhile] = useState(false);
  if (!props.editable || lockedMeanwhile) return <LockedRubric rubric={props.rubric} lockedText={props.lockedText} />;
  return <EditableRubric {...props} onLocked={() => setLockedMeanwhile(true)} />;
}

function EditableRubric({ rubric, idPrefix, save, isSaving, onLocked }: RubricEditorProps & { readonly onLocked: () => void }) {
  const intl = useIntl();
  const [criteria, setCriteria] = useState<readonly TypedCriterion[]>(() => typedOf(rubric));
  const [fault, setFault] = useState<RubricError | null>(null);
  const [outcome, setOutcome] = useState<{ readonly tone: 'success' | 'danger'; readonly text: string; readonly focus?: boolean; readonly field?: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const faultField = fault === null ? null : fieldIdOf(fault, idPrefix);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once an added or removed criterion is drawn (a new object each time, so the same place twice moves it again).
  const [focusAfter, setFocusAfter] = useState<{ readonly criterion: number | null } | null>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    const target = focusAfter.criterion === null ? addRef.current : document.getElementById(`${idPrefix}-c${focusAfter.criterion}-weight`);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center' });
  }, [focusAfter, idPrefix]);
  const add = () => {
    setCriteria((current) => [...current, { id: freshId(current), weight: '1', label: blank, levels: LEVELS.map(() => blank) }]);
    setFocusAfter({ criterion: criteria.length });
  };
  // The focus goes to the criterion that takes the removed one's place, else the one before, else the Add button.
  const remove = (index: number) => {
    setCriteria((current) => current.filter((_, position) => position !== index));
    const left = criteria.length - 1;
    setFocusAfter({ criterion: left === 0 ? null : Math.min(index, left - 1) });
  };

  const change = (index: number, next: (criterion: TypedCriterion) => TypedCriterion) =>
    setCriteria((current) => current.map((criterion, at) => (at === index ? next(criterion) : criterion)));
  const refuse = (error: RubricError) => {
    setFault(error);
    const field = fieldIdOf(error, idPrefix);
    setOutcome(field === null ? { tone: 'danger', text: errorText(intl, error), focus: true } : { tone: 'danger', text: intl.formatMessage(m.rubricInvalid), field });
  };
  const say = (tone: 'success' | 'danger', text: string) => setOutcome({ tone, text, focus: true });
  // After the commit that ends the button's pending state (which keeps the focus on the button while it lasts).
  useEffect(() => {
    if (outcome?.focus === true) outcomeRef.current?.focus();
    else if (outcome?.field !== undefined) document.getElementById(outcome.field)?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRubric({ criteria: criteria.map((criterion) => ({ ...criterion, weight: Number(criterion.weight.trim() === '' ? Number.NaN : criterion.weight) })) });
    if (!checked.ok) {
      refuse(checked.error);
      return;
    }
    setFault(null);
    const outcome = await save(checked.value);
    if (outcome.kind === 'invalid') refuse(outcome.error);
    else if (outcome.kind === 'locked') onLocked();
    else if (outcome.kind === 'failed') say('danger', outcome.text);
    else say('success', intl.formatMessage(m.rubricSaved));
  };

  const text = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <TextField id={id} key={id} label={label} value={value} onChange={onChange} isInvalid={faultField === id} errorMessage={fault === null ? undefined : errorText(intl, fault)} />
  );

  return (
    <Card title={intl.formatMessage(m.rubricTitle)} headingLevel={2} description={intl.formatMessage(m.rubricIntro, { min: RUBRIC_LIMITS.minCriteria, max: RUBRIC_LIMITS.maxCriteria, maxWeight: RUBRIC_LIMITS.maxWeight })}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={5}>
          {outcome === null ? null : <Alert ref={outcomeRef} tabIndex={-1} tone={outcome.tone} message={outcome.text} />}
          {criteria.map((criterion, index) => {
            const at = `${idPrefix}-c${index}`;
            const number = index + 1;
            return (
              <div key={criterion.id} role="group" aria-labelledby={`${at}-title`}>
                <Stack gap={3}>
                  <Stack direction="row" justify="space-between" align="center" wrap>
                    <Text id={`${at}-title`} weight="semibold">{intl.formatMessage(m.criterion, { number })}</Text>
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<Icon name="trash" />}
                      isDisabled={criteria.length <= RUBRIC_LIMITS.minCriteria}
                      onPress={() => remove(index)}
                    >
                      {intl.formatMessage(m.removeCriterion, { number })}
                    </Button>
                  </Stack>
                  <TextField
                    id={`${at}-weight`}
                    label={intl.formatMessage(m.weight)}
                    inputMode="numeric"
                    value={criterion.weight}
                    onChange={(weight) => change(index, (current) => ({ ...current, weight }))}
                    isInvalid={faultField === `${at}-weight`}
                    errorMessage={fault === null ? undefined : errorText(intl, fault)}
                  />
                  {LANGUAGES.map((language) =>
                    text(`${at}-label-${language}`, intl.formatMessage(language === 'en' ? m.labelEn : m.labelFr), criterion.label[language], (value) =>
                      change(index, (current) => ({ ...current, label: { ...current.label, [language]: value } })),
                    ),
                  )}
                  {LEVELS.map((level) =>
                    LANGUAGES.map((language) =>
                      text(`${at}-level${level}-${language}`, intl.formatMessage(language === 'en' ? m.levelEn : m.levelFr, { level }), criterion.levels[level - 1]?.[language] ?? '', (value) =>
                        change(index, (current) => ({ ...current, levels: current.levels.map((words, position) => (position === level - 1 ? { ...words, [language]: value } : words)) })),
                      ),
                    ),
                  )}
                </Stack>
              </div>
            );
          })}
          <Stack direction="row" gap={3} wrap>
            <Button ref={addRef} variant="secondary" isDisabled={criteria.length >= RUBRIC_LIMITS.maxCriteria} onPress={add}>
              {intl.formatMessage(m.addCriterion)}
            </Button>
            <Button type="submit" isPending={isSaving}>
              {intl.formatMessage(m.saveRubric)}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
