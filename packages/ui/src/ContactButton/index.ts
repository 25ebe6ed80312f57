export { ContactButton, type ContactButtonProps } from './ContactButton';
