export { Select, type SelectProps, type SelectOption, type SelectSection } from './Select';
