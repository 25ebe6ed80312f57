export { YesNoToggle, type YesNoToggleProps } from './YesNoToggle';
