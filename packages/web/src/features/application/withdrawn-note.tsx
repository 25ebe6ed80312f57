import { DAY_IN_WORDS } from '@admission/domain';
import { Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { PlainList } from './plain-list';
import { workflowMessages as m } from './workflow.messages';

/** Why the status buttons are off: the candidate withdrew the application, when, and for what reasons. */
export function WithdrawnNote({ at, reasons }: { readonly at: string; readonly reasons: readonly string[] }) {
  const intl = useIntl();
  return (
    <Stack gap={1}>
      <Text size="sm" weight="semibold">
        {intl.formatMessage(m.withdrawnNote, { date: intl.formatDate(at, DAY_IN_WORDS) })}
      </Text>
      {reasons.length > 0 ? (
        <PlainList as="ul" aria-label={intl.formatMessage(m.withdrawalReasons)}>
          {reasons.map((reason) => (
            <li key={reason}>
              <Text size="sm">{reason}</Text>
            </li>
          ))}
        </PlainList>
      ) : null}
    </Stack>
  );
}
