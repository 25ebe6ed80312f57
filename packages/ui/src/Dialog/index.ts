export { Dialog, AlertDialog, type DialogProps, type AlertDialogProps } from './Dialog';
