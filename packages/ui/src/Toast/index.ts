export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { toast, toastQueue, showToast, holdToasts, createToastQueue, type ToastContent, type ToastTone, type AppToastQueue, type ShowToastOptions } from './toastQueue';
