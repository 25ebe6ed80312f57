import { DAY_IN_WORDS, type AdminApplicationDetail } from '@admission/domain';
import { Card, EmailAddress, Link, StatusBadge } from '@admission/ui';
import { useIntl } from 'react-intl';
import { appConfig } from '../../di/services';
import { commonMessages } from '../../shared/messages';
import { dealStatusBadge, fullName } from '../../shared/staff-labels';
import { applicationMessages as m } from './application.messages';
import { crmContactLink } from './crm-link';
import { DetailsList, type DetailItem } from './details-list';

/** Who applied (spec §2): name, CRM record, email, phone, English level, status, first login. */
export function CandidateCard({ detail }: { readonly detail: AdminApplicationDetail }) {
  const intl = useIntl();
  const { user } = detail;
  const crm = crmContactLink(appConfig().crmContactUrl, user.hubspot_contact_id);
  const badge = dealStatusBadge(detail.deal.deal_status, detail.deal.withdrawn_at);
  const items: DetailItem[] = [
    { label: intl.formatMessage(m.name), value: fullName(intl.formatMessage, user) },
    { label: intl.formatMessage(m.email), value: <Link href={`mailto:${user.email}`}><EmailAddress email={user.email} /></Link> },
  ];
  if (user.phone) items.push({ label: intl.formatMessage(m.phone), value: user.phone });
  if (user.english_level) items.push({ label: intl.formatMessage(m.englishLevel), value: user.english_level });
  items.push(
    { label: intl.formatMessage(m.status), value: <StatusBadge kind={badge.kind} label={intl.formatMessage(badge.message)} /> },
    {
      label: intl.formatMessage(m.firstLogin),
      value: user.first_login_at ? intl.formatDate(user.first_login_at, { dateStyle: 'medium', timeStyle: 'short' }) : intl.formatMessage(m.never),
    },
  );
  return (
    <Card title={intl.formatMessage(m.candidateTitle)} headingLevel={2} asRegion>
      <DetailsList items={items} />
      {crm ? (
        <Link href={crm} external externalLabel={intl.formatMessage(commonMessages.opensInNewTab)}>
          {intl.formatMessage(m.crmLink)}
        </Link>
      ) : null}
    </Card>
  );
}

export function ProgramCard({ detail }: { readonly detail: AdminApplicationDetail }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.programTitle)} headingLevel={2} asRegion>
      <DetailsList
        items={[
          { label: intl.formatMessage(m.programName), value: detail.program.name },
          { label: intl.formatMessage(m.appliedOn), value: intl.formatDate(detail.deal.created_at, DAY_IN_WORDS) },
        ]}
      />
    </Card>
  );
}
