import styled from 'styled-components';
import { buttonLook, nativeStates, nativeVariants, type ButtonLook } from './buttonLook';

/** Button's look on a plain <button>: states from CSS (`:hover`, `:active`, `:focus-visible`, `:disabled`). */
export const StyledNativeButton = styled.button<ButtonLook>`
  ${buttonLook(nativeStates, nativeVariants)}
`;
