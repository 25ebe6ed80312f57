import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { linkLook } from './Anchor.styles';

export const StyledLink = styled(AriaLink)<{ $inherit: boolean }>`
  ${linkLook}
`;
