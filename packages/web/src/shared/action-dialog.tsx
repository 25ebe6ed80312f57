import { Button, Dialog } from '@admission/ui';
import type { ReactNode } from 'react';

/** What every dialog that asks before an action takes: its frame, its two buttons and the action's progress. */
export interface ActionDialogFrame {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly title: string;
  readonly confirmLabel: string;
  readonly confirmVariant: 'primary' | 'danger';
  readonly isPending: boolean;
}

export interface ActionDialogProps extends ActionDialogFrame {
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly children: ReactNode;
}

/**
 * A dialog that asks for something before an action: Cancel closes it, the confirm button acts. While the action is
 * pending, neither Cancel nor a click outside closes it.
 */
export function ActionDialog({ isOpen, onOpenChange, title, confirmLabel, confirmVariant, isPending, cancelLabel, onConfirm, children }: ActionDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      isDismissable={!isPending}
      actions={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onPress={onConfirm} isPending={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
