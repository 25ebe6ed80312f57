import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.text.muted}; font-size: ${({ theme }) => theme.typography.fontSize.sm}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text.default}; overflow-wrap: anywhere; }
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
