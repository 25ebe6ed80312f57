import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { ariaStates, ariaVariants, buttonLook, type ButtonLook } from './buttonLook';

export type { ButtonSize, ButtonVariant } from './buttonLook';

export const StyledButton = styled(AriaButton)<ButtonLook>`
  ${buttonLook(ariaStates, ariaVariants)}
`;
