import { Fragment } from 'react';
import styled from 'styled-components';

export interface EmailAddressProps {
  /** The address, e.g. 'jane.doe@example.com'. */
  email: string;
}

// Breaks only where the address allows one (below); a part wider than its whole line is the one thing cut.
const Text = styled.span`
  overflow-wrap: break-word;
`;

/** The places a long address may wrap: after the @ and before each dot, as a person would split it. */
export const emailBreakPoints = (email: string): readonly string[] => email.split(/(?<=@)|(?=\.)/);

/**
 * An email address that wraps, when its line is too narrow, after the @ or before a dot, never in the middle
 * of a word ("jane.doe@" / "example.com", not "jane.d" / "oe@exam...").
 */
export function EmailAddress({ email }: EmailAddressProps) {
  const parts = emailBreakPoints(email);
  return (
    <Text>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
