import styled from 'styled-components';

/** A list without bullets or indent, its items a column apart: the timeline's entries, the notes. */
export const PlainList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
