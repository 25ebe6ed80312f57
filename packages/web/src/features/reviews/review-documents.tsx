import type { DocumentTypeSeen, ReviewerDocument } from '@admission/domain';
import { Alert, Button, Card, DocumentPreview, EmptyState, Spinner, Stack, Text } from '@admission/ui';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { reviewsMessages as m } from './reviews.messages';
import { useReviewDocumentFile } from './use-review-document-file';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border.subtle}; }
  > li { padding: ${({ theme }) => theme.space[3]} 0; }
`;

interface ReviewDocumentsProps {
  readonly assignmentId: number;
  readonly documentsSeen: readonly DocumentTypeSeen[];
  readonly documents: readonly ReviewerDocument[];
}

/**
 * The types of document the program shows its reviewers ("Documents you see", never an identity document) and what
 * remains of the candidate in them; then the application's documents, each named by its type (never by its file's
 * name), each opened on demand in the staff's preview.
 */
export function ReviewDocuments({ assignmentId, documentsSeen, documents }: ReviewDocumentsProps) {
  const intl = useIntl();
  // None is open at first: a PDF starts the browser's viewer, heavy on a phone; the reviewer opens each with its button.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Card title={intl.formatMessage(m.documentsTitle)} headingLevel={2} asRegion>
      <Stack gap={3}>
        <Stack gap={2}>
          <Text as="p" weight="semibold">{intl.formatMessage(m.documentsSeen)}</Text>
          <Text as="p">
            {documentsSeen.length === 0
              ? intl.formatMessage(m.documentsSeenNone)
              : intl.formatList(documentsSeen.map((type) => type.label ?? type.document_type), { type: 'conjunction' })}
          </Text>
          <Text as="p" tone="muted">{intl.formatMessage(m.documentsBlind)}</Text>
        </Stack>
        {documents.length === 0 ? (
          <EmptyState title={intl.formatMessage(m.noDocuments)} headingLevel={3} />
        ) : (
          <List>
            {documents.map((document) => {
              const name = intl.formatMessage(m.documentName, { type: document.document_label ?? document.document_type, index: document.document_index });
              const open = shown.has(document.id);
              const previewId = `review-document-${document.id}`;
              return (
                <li key={document.id}>
                  <Stack gap={2}>
                    <Stack direction="row" justify="space-between" align="center" gap={2} wrap>
                      <Text as="span" weight="semibold">{name}</Text>
                      <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={open ? previewId : undefined} onPress={() => toggle(document.id)}>
                        {intl.formatMessage(open ? m.hideDocument : m.showDocument, { name })}
                      </Button>
                    </Stack>
                    {open ? (
                      <div id={previewId}>
                        <DocumentFile assignmentId={assignmentId} document={document} name={name} />
                      </div>
                    ) : null}
                  </Stack>
                </li>
              );
            })}
          </List>
        )}
      </Stack>
    </Card>
  );
}

/** One file, fetched with the reviewer's token and shown from memory (a blob URL, revoked when it goes). */
function DocumentFile({ assignmentId, document, name }: { readonly assignmentId: number; readonly document: ReviewerDocument; readonly name: string }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const file = useReviewDocumentFile(assignmentId, document.id, language);
  const url = useMemo(() => (file.data ? URL.createObjectURL(new Blob([file.data.bytes as Uint8Array<ArrayBuffer>], { type: file.data.contentType })) : null), [file.data]);
  useEffect(() => () => (url === null ? undefined : URL.revokeObjectURL(url)), [url]);
  if (file.isPending) return <Spinner label={intl.formatMessage(m.documentLoading)} />;
  if (file.isError || url === null) {
    return (
      <Alert message={intl.formatMessage(m.documentFailed)}>
        <Button size="sm" onPress={() => void file.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  return (
    <DocumentPreview
      contentType={file.data.contentType}
      url={url}
      name={name}
      notAvailableText={intl.formatMessage(m.previewNotAvailable)}
      imageFailedText={intl.formatMessage(m.imageFailed)}
      pdfFailedText={intl.formatMessage(m.pdfFailed)}
    />
  );
}
