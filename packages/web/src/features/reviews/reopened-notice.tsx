import type { ReviewReopening } from '@admission/domain';
import { Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { reopenedWords } from './review-time-words';

/** A status box in the theme's warning colours: read when the reviewer gets to it, never taking the focus. */
const Notice = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.warning.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning.solid};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warning.subtle};
  overflow-wrap: anywhere;
`;

/** Who re-opened the review, when (its day if not today) and why, the reason's line breaks as written. */
export function ReopenedNotice({ reopened, now }: { readonly reopened: ReviewReopening; readonly now: number | null }) {
  const intl = useIntl();
  return (
    <Notice role="status">
      <Text keepLineBreaks>{reopenedWords(intl, reopened, now === null ? null : { now: () => now })}</Text>
    </Notice>
  );
}
