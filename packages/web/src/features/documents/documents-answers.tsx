import { Card, Grid, MultiSelect, Stack, StatusBadge, Text, YesNoToggle } from '@admission/ui';
import { useIntl } from 'react-intl';
import { documentsMessages as m } from './documents.messages';
import type { DocumentsPage } from './use-documents-page';
import { portalMessages } from '../../app/portal-messages';

export const NATIONALITY_ANCHOR = 'nationality-section';

type Props = Pick<DocumentsPage, 'locked' | 'disability' | 'nationalities' | 'options' | 'checklist' | 'onDisability' | 'onNationalities'>;

/** The disability and nationality cards: the questions to answer, or (locked) the answers sent. */
export function DocumentsAnswers({ locked, disability, nationalities, options, checklist, onDisability, onNationalities }: Props) {
  const intl = useIntl();
  const answered = (done: boolean) => <StatusBadge kind={done ? 'complete' : 'incomplete'} label={intl.formatMessage(done ? portalMessages.complete : portalMessages.incomplete)} />;
  const hasDisability = disability?.has_disability ?? null;
  let disabilityAnswer;
  if (!locked) {
    disabilityAnswer = (
      <YesNoToggle
        label={intl.formatMessage(m.disabilityQuestion)}
        value={hasDisability}
        onChange={onDisability}
        yesLabel={intl.formatMessage(m.yes)}
        noLabel={intl.formatMessage(m.no)}
      />
    );
  } else {
    const answer = hasDisability === null ? m.notAnswered : hasDisability ? m.yes : m.no;
    disabilityAnswer = <Text weight="semibold">{intl.formatMessage(m.yourAnswer, { answer: intl.formatMessage(answer) })}</Text>;
  }
  return (
    <Grid minColumnWidth="18rem">
      <Card title={intl.formatMessage(m.disabilityTitle)} headingLevel={2} badge={answered(checklist[0]?.done === true)} asRegion>
        <Stack gap={3}>
          <Text>{intl.formatMessage(m.disabilityQuestion)}</Text>
          {disabilityAnswer}
        </Stack>
      </Card>
      <Card id={NATIONALITY_ANCHOR} title={intl.formatMessage(m.nationalityTitle)} headingLevel={2} badge={answered(nationalities.length > 0)} asRegion>
        {locked ? (
          <Stack gap={3}>
            <Text>{intl.formatMessage(m.nationalityLabel)}</Text>
            <Text weight="semibold">
              {nationalities.length > 0 ? intl.formatList(nationalities.map((nationality) => nationality.name)) : intl.formatMessage(m.notAnswered)}
            </Text>
          </Stack>
        ) : (
          <MultiSelect
            label={intl.formatMessage(m.nationalityLabel)}
            options={options}
            value={nationalities.map((nationality) => nationality.code)}
            onChange={onNationalities}
            placeholder={intl.formatMessage(m.nationalityPlaceholder)}
            emptyLabel={intl.formatMessage(m.nationalityEmpty)}
            selectedLabel={intl.formatMessage(m.nationalitySelected)}
            removeLabel={intl.formatMessage(m.remove)}
            clearLabel={intl.formatMessage(m.clearAll)}
            openLabel={intl.formatMessage(m.showSuggestions)}
          />
        )}
      </Card>
    </Grid>
  );
}
