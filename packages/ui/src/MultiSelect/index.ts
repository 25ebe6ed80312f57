export { MultiSelect, type MultiSelectProps, type MultiSelectOption } from './MultiSelect';
