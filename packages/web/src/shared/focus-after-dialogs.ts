import { DIALOG_OPEN_ATTRIBUTE } from '@admission/ui';

/** About a second of frames: a dialog's closing lasts a few. */
const MAX_FRAMES = 60;

/**
 * Gives the focus to an action's result once every dialog has closed: a closing dialog first hands the focus back to
 * the control that opened it (react-aria's focus restore, in the frame after it goes), which would undo a focus moved
 * while it was still there.
 */
export function focusAfterDialogs(target: () => HTMLElement | null): void {
  let frames = 0;
  const attempt = () => {
    if (document.querySelector(`[${DIALOG_OPEN_ATTRIBUTE}]`) !== null && frames++ < MAX_FRAMES) {
      requestAnimationFrame(attempt);
      return;
    }
    // One frame more: the focus restore of the dialog that just went.
    requestAnimationFrame(() => target()?.focus());
  };
  requestAnimationFrame(attempt);
}
