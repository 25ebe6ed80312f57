export { Alert, type AlertCountdown, type AlertProps } from './Alert';
export type { AlertTone } from './Alert.styles';
