export { Dialog, AlertDialog, type DialogProps, type AlertDialogProps } from './Dialog';
export { DIALOG_OPEN_ATTRIBUTE } from './Dialog.styles';
