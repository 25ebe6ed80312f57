import { sizeInKilobytes, type AdminDocument } from '@admission/domain';
import { Button, DocumentPreview, Spinner, Stack, Text, toast } from '@admission/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { applicationMessages as m } from './application.messages';
import { ReviewControls } from './review-controls';
import { useDocumentContent } from './use-application';
import { documentDownloadUrl } from './use-workflow';

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  &:first-child { border-top: 0; }
`;

/** Does the PDF behind a signed URL answer? (a frame never says when its content failed) */
const usePdfReachable = (url: string | null) =>
  useQuery({
    queryKey: ['admin', 'pdf-reachable', url],
    queryFn: async () => (await fetch(url ?? '', { method: 'HEAD' })).ok,
    enabled: url !== null,
    retry: false,
    staleTime: 60_000,
  });

export type Visibility = 'never-viewed' | 'shown' | 'hidden';

/** One uploaded document: what it is, View/Show/Hide its inline preview, Download in a new tab. */
interface Props {
  readonly applicationId: number;
  readonly document: AdminDocument;
  readonly visibility: Visibility;
  readonly onVisibilityChange: (visibility: Visibility) => void;
  /** Staff may accept it or ask for a new file. */
  readonly canReview: boolean;
}

export function DocumentRow({ applicationId, document, visibility, onVisibilityChange, canReview }: Props) {
  const intl = useIntl();
  const content = useDocumentContent(applicationId, document.id, visibility !== 'never-viewed');
  useEffect(() => {
    if (content.isError) toast.destructive(intl.formatMessage(m.contentFailedTitle), intl.formatMessage(m.contentFailedText));
  }, [content.isError, intl]);
  const isPdf = content.data?.content_type.toLowerCase() === 'application/pdf';
  const pdfReachable = usePdfReachable(isPdf && visibility === 'shown' ? (content.data?.download_url ?? null) : null);

  const toggleLabel = visibility === 'shown' ? m.hide : visibility === 'hidden' ? m.show : m.view;
  const toggleText = intl.formatMessage(toggleLabel);
  const downloadText = intl.formatMessage(m.download);
  const download = async () => {
    try {
      const url = await documentDownloadUrl(applicationId, document.id);
      window.open(url, '_blank', 'noopener');
    } catch {
      toast.destructive(intl.formatMessage(m.contentFailedTitle), intl.formatMessage(m.contentFailedText));
    }
  };
  const previewId = `document-preview-${document.id}`;
  const size = sizeInKilobytes(content.data?.size_bytes);

  return (
    <Row>
      <Stack direction="row" justify="space-between" align="center" gap={3} wrap>
        <Stack gap={0}>
          <Text as="span" weight="semibold">{document.name}</Text>
          <Text as="span" size="sm" tone="muted">
            {intl.formatMessage(m.documentMeta, {
              // The requirement's name the candidate pages show; the type's id only for a type no requirement has.
              type: document.document_label ?? document.document_type,
              index: document.document_index,
              date: intl.formatDate(document.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Text>
        </Stack>
        <Stack direction="row" gap={2}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={intl.formatMessage(m.documentAction, { action: toggleText, name: document.name })}
            aria-expanded={visibility === 'shown'}
            aria-controls={visibility === 'shown' ? previewId : undefined}
            onPress={() => onVisibilityChange(visibility === 'shown' ? 'hidden' : 'shown')}
          >
            {toggleText}
          </Button>
          <Button size="sm" variant="secondary" aria-label={intl.formatMessage(m.documentAction, { action: downloadText, name: document.name })} onPress={() => void download()}>
            {downloadText}
          </Button>
        </Stack>
      </Stack>
      <ReviewControls applicationId={applicationId} document={document} canReview={canReview} />
      {visibility === 'shown' ? (
        <div id={previewId}>
          {content.isPending ? (
            <Spinner label={intl.formatMessage(m.contentLoading)} />
          ) : content.data ? (
            <Stack gap={2}>
              <Text size="sm" tone="muted">{size === null ? intl.formatMessage(m.sizeUnknown) : intl.formatMessage(m.size, { size: intl.formatNumber(size) })}</Text>
              <DocumentPreview
                contentType={content.data.content_type}
                url={content.data.download_url}
                name={content.data.document_name}
                notAvailableText={intl.formatMessage(m.previewNotAvailable)}
                imageFailedText={intl.formatMessage(m.imageFailed)}
                pdfFailedText={intl.formatMessage(m.pdfFailed)}
                hasFailed={pdfReachable.data === false || pdfReachable.isError}
              />
            </Stack>
          ) : (
            <DocumentPreview
              contentType={document.content?.content_type ?? ''}
              url=""
              name={document.name}
              notAvailableText={intl.formatMessage(m.previewNotAvailable)}
              imageFailedText={intl.formatMessage(m.imageFailed)}
              pdfFailedText={intl.formatMessage(m.pdfFailed)}
              hasFailed
            />
          )}
        </div>
      ) : null}
    </Row>
  );
}
