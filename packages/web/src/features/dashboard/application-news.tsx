import {
  DAY_IN_WORDS,
  knownDocumentReviewReason,
  knownRejectionReasons,
  reasonTexts,
  type Deal,
  type TimelineEvent,
} from '@admission/domain';
import { DOCUMENT_REVIEW_REASON_WORDING, REJECTION_REASON_WORDING } from '@admission/wording';
import { Alert, ExternalLink, Heading, NativeButton, Stack, Text } from '@admission/ui';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { brand } from '../../shared/brand';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { dashboardMessages as m } from './dashboard.messages';
import { withdrawalMessages } from './withdrawal.messages';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Why a rejected application was rejected, each reason with what the candidate can do next. */
export function RejectionNotice({ deal }: { readonly deal: Deal }) {
  const intl = useIntl();
  const reasons = reasonTexts(REJECTION_REASON_WORDING, knownRejectionReasons(deal.rejection_reasons), useInterfaceLanguage());
  return (
    <Alert tone="warning" title={intl.formatMessage(m.rejectedTitle)} message={intl.formatMessage(m.rejected, { program: deal.program.name })} role="none">
      <Stack gap={2}>
        {reasons.length > 0 ? (
          <>
            <Text weight="semibold">{intl.formatMessage(m.rejectedReasons)}</Text>
            <List>
              {reasons.map((reason) => (
                <li key={reason.label}>
                  <Stack gap={0}>
                    <Text as="span" weight="semibold">
                      {reason.label}
                    </Text>
                    <Text as="span">{reason.nextStep}</Text>
                  </Stack>
                </li>
              ))}
            </List>
          </>
        ) : null}
        <ExternalLink href={`mailto:${brand.contact.email}`} newTab={false}>
          {intl.formatMessage(m.rejectedContact, { email: brand.contact.email })}
        </ExternalLink>
      </Stack>
    </Alert>
  );
}

/** The documents staff sent back, why, and the way to the documents page to replace them. */
export function DocumentsToReplace({ deal, onOpenDocuments }: { readonly deal: Deal; readonly onOpenDocuments: () => void }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const documents = deal.documents_to_replace ?? [];
  if (documents.length === 0) return null;
  return (
    <Alert
      tone="warning"
      title={documents.length === 1 ? intl.formatMessage(m.replaceTitle) : intl.formatMessage(m.replaceTitleMany, { count: documents.length })}
      message={intl.formatMessage(m.replaceIntro)}
      role="none"
    >
      <Stack gap={3} align="start">
        <List>
          {documents.map((document) => {
            const reason = knownDocumentReviewReason(document.reason);
            const [wording] = reason === null ? [] : reasonTexts(DOCUMENT_REVIEW_REASON_WORDING, [reason], language);
            return (
              <li key={`${document.document_type}-${document.document_index}`}>
                <Text as="span">
                  {intl.formatMessage(m.replaceItem, { name: document.document_name, reason: wording ? `${wording.label}. ${wording.nextStep}` : '' })}
                </Text>
              </li>
            );
          })}
        </List>
        <NativeButton onClick={onOpenDocuments}>{intl.formatMessage(m.replaceAction)}</NativeButton>
      </Stack>
    </Alert>
  );
}

const STATUS_LINES: Readonly<Record<string, MessageDescriptor>> = {
  COMPLETE: m.historySubmitted,
  ADMISSIBLE: m.historyAdmissible,
  REJECTED: m.historyRejected,
};

/** One entry of the candidate's short history, in a sentence; null for what they need not read. */
function historyLine(intl: IntlShape, event: TimelineEvent): string | null {
  const date = intl.formatDate(event.at, DAY_IN_WORDS);
  switch (event.kind) {
    case 'documents-submitted':
      return intl.formatMessage(m.historySubmitted, { date });
    case 'reopened':
      return intl.formatMessage(m.historyReopened, { date });
    case 'status-changed':
      return intl.formatMessage(STATUS_LINES[String(event.details.to)] ?? m.historyStatus, { date });
    case 'document-reviewed':
      return intl.formatMessage(m.historySentBack, { name: String(event.details.document_name ?? ''), date });
    case 'withdrawn':
      return intl.formatMessage(withdrawalMessages.historyWithdrawn, { date });
    default:
      return null;
  }
}

/** The application's short history, newest first: submission, re-openings, decisions, documents sent back. */
export function ApplicationHistory({ deal, headingId }: { readonly deal: Deal; readonly headingId: string }) {
  const intl = useIntl();
  const lines = (deal.history ?? []).flatMap((event) => {
    const line = historyLine(intl, event);
    return line === null ? [] : [{ id: event.id, at: event.at, line }];
  });
  if (lines.length === 0) return null;
  return (
    <Stack gap={2}>
      <Heading level={3} id={headingId}>
        {intl.formatMessage(m.historyTitle)}
      </Heading>
      <List aria-labelledby={headingId}>
        {lines.map((entry) => (
          <li key={entry.id}>
            <Text as="span" size="sm">
              <time dateTime={entry.at}>{entry.line}</time>
            </Text>
          </li>
        ))}
      </List>
    </Stack>
  );
}
