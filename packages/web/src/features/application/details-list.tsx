import type { ReactNode } from 'react';
import styled from 'styled-components';

// On a phone each label sits above its value, so a value (an email) has the card's whole width.
const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  div:not(:first-child) > dt { margin-top: ${({ theme }) => theme.space[2]}; }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(8rem, max-content) 1fr;
    row-gap: ${({ theme }) => theme.space[2]};
    div:not(:first-child) > dt { margin-top: 0; }
  }
  dt { color: ${({ theme }) => theme.colors.text.muted}; font-size: ${({ theme }) => theme.typography.fontSize.sm}; }
  /* A value written on several lines (an accommodation's reason) keeps its line breaks. */
  dd { margin: 0; color: ${({ theme }) => theme.colors.text.default}; overflow-wrap: anywhere; white-space: pre-wrap; }
`;

export interface DetailItem {
  readonly label: string;
  readonly value: ReactNode;
}

/** Label and value pairs (candidate, program, quiz, payer). */
export function DetailsList({ items }: { readonly items: readonly DetailItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}
