export { ChecklistRow, Checklist, type ChecklistRowProps } from './ChecklistRow';
