export { Badge, type BadgeProps } from './Badge';
export type { BadgeTone } from './Badge.styles';
