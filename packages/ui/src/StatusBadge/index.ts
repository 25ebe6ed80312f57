export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { statusKinds, statusKindNames, type StatusKind } from './statusKinds';
