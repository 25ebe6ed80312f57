import type { AdminDocument } from '@admission/domain';
import { Button, EmptyState, Spinner, Stack } from '@admission/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { applicationMessages as m } from './application.messages';
import { DocumentRow, type Visibility } from './document-row';
import { applicationKeys } from './use-application';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Props {
  readonly applicationId: number;
  readonly documents: readonly AdminDocument[] | undefined;
  readonly isPending: boolean;
  /** Staff may review each document. */
  readonly canReview: boolean;
}

/**
 * The candidate's documents. 'View All Documents' opens every preview at once; after that the same
 * button becomes 'Refresh Documents' and reloads the list and the signed URLs.
 */
export function DocumentsTab({ applicationId, documents, isPending, canReview }: Props) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [visibilities, setVisibilities] = useState<Readonly<Record<number, Visibility>>>({});
  const [viewedAll, setViewedAll] = useState(false);
  const viewAll = () => {
    setVisibilities(Object.fromEntries((documents ?? []).map((document) => [document.id, 'shown' as const])));
    setViewedAll(true);
  };
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.documents(applicationId) });
    } finally {
      setRefreshing(false);
    }
  };

  if (isPending) return <Spinner label={intl.formatMessage(m.documentsLoading)} />;
  if (!documents || documents.length === 0) return <EmptyState title={intl.formatMessage(m.noDocuments)} headingLevel={3} />;
  return (
    <Stack gap={2}>
      <Stack direction="row" justify="end">
        {!viewedAll ? (
          <Button variant="secondary" size="sm" onPress={viewAll}>
            {intl.formatMessage(m.viewAllDocuments)}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" isPending={refreshing} onPress={() => void refresh()}>
            {intl.formatMessage(m.refreshDocuments)}
          </Button>
        )}
      </Stack>
      <List>
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            applicationId={applicationId}
            document={document}
            canReview={canReview}
            visibility={visibilities[document.id] ?? 'never-viewed'}
            onVisibilityChange={(visibility) => setVisibilities((current) => ({ ...current, [document.id]: visibility }))}
          />
        ))}
      </List>
    </Stack>
  );
}
