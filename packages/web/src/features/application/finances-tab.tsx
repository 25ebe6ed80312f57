import type { AdminApplicationDetail } from '@admission/domain';
import { Card, EmailAddress, EmptyState, Grid, Heading, Link, Stack } from '@admission/ui';
import { useIntl } from 'react-intl';
import { fullName } from '../../shared/staff-labels';
import { applicationMessages as m } from './application.messages';
import { DetailsList, type DetailItem } from './details-list';

/** Self-financed or not, and who pays (spec §2). */
export function FinancesTab({ detail }: { readonly detail: AdminApplicationDetail }) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <DetailsList items={[{ label: intl.formatMessage(m.selfFinanced), value: intl.formatMessage(detail.deal.is_self_financed ? m.yes : m.no) }]} />
      <Heading level={3}>{intl.formatMessage(m.payersTitle)}</Heading>
      {detail.payers.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noPayers)} headingLevel={4} />
      ) : (
        <Grid minColumnWidth="18rem">
          {detail.payers.map((payer) => {
            const items: DetailItem[] = [{ label: intl.formatMessage(m.email), value: <Link href={`mailto:${payer.email}`}><EmailAddress email={payer.email} /></Link> }];
            if (payer.phone) items.push({ label: intl.formatMessage(m.phone), value: payer.phone });
            items.push(
              { label: intl.formatMessage(m.address), value: payer.address },
              { label: intl.formatMessage(m.zipCode), value: payer.zip_code },
              { label: intl.formatMessage(m.country), value: payer.country },
            );
            return (
              <Card key={payer.id} title={fullName(intl.formatMessage, payer)} headingLevel={4}>
                <DetailsList items={items} />
              </Card>
            );
          })}
        </Grid>
      )}
    </Stack>
  );
}
