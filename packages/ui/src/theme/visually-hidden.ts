import styled, { css } from 'styled-components';

/** The usual clip pattern: out of sight, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only, without react-aria's component. */
export const VisuallyHiddenText = styled.span`
  ${visuallyHidden}
`;
