export { EmailAddress, emailBreakPoints, type EmailAddressProps } from './EmailAddress';
