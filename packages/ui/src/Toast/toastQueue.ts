import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { Message } from '../RichText';

/** `error` and `destructive` are announced assertively; `success` and `info` politely. */
export type ToastTone = 'success' | 'info' | 'error' | 'destructive';

export interface ToastContent {
  /** Bold first line (e.g. 'Upload successful', 'Access Denied'). */
  title: string;
  /** Optional detail; https: and mailto: URLs in it become links. */
  description?: Message;
  tone: ToastTone;
}

export type AppToastQueue = ToastQueue<ToastContent>;

/** A queue for one app; `ToastRegion` renders it. At most three toasts show at once. */
export function createToastQueue(): AppToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

/** The app-wide queue the imperative helpers below use. */
export const toastQueue: AppToastQueue = createToastQueue();

export interface ShowToastOptions {
  /** Milliseconds before it closes by itself (at least 5000). Default 6000; 0 keeps it until closed. */
  timeout?: number;
  onClose?: () => void;
}

/** Shows a toast and returns its key (for `toastQueue.close(key)`). */
export function showToast(content: ToastContent, options: ShowToastOptions = {}, queue: AppToastQueue = toastQueue): string {
  // The same message twice at once (an effect that re-runs, a page that re-mounts) is said once.
  const same = queue.visibleToasts.find(
    ({ content: shown }) =>
      shown.tone === content.tone && shown.title === content.title && JSON.stringify(shown.description) === JSON.stringify(content.description),
  );
  if (same) return same.key;
  const timeout = options.timeout ?? 6000;
  return queue.add(content, { timeout: timeout === 0 ? undefined : Math.max(timeout, 5000), onClose: options.onClose });
}

/** Imperative helpers for the app: `toast.success('Upload successful')`. */
export const toast = {
  success: (title: string, description?: Message, options?: ShowToastOptions) => showToast({ title, description, tone: 'success' }, options),
  info: (title: string, description?: Message, options?: ShowToastOptions) => showToast({ title, description, tone: 'info' }, options),
  error: (title: string, description?: Message, options?: ShowToastOptions) => showToast({ title, description, tone: 'error' }, options),
  destructive: (title: string, description?: Message, options?: ShowToastOptions) => showToast({ title, description, tone: 'destructive' }, options),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
