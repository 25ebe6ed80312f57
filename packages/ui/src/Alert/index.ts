export { Alert, type AlertProps } from './Alert';
export type { AlertTone } from './Alert.styles';
