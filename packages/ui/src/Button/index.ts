export { Button, type ButtonProps } from './Button';
export { NativeButton, type NativeButtonProps } from './NativeButton';
export type { ButtonVariant, ButtonSize } from './buttonLook';
