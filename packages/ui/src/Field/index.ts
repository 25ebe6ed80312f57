export { FieldRoot, Label, Description, FieldError, Input, controlBox } from './Field.styles';
