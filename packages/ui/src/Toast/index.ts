export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { toast, toastQueue, showToast, createToastQueue, type ToastContent, type ToastTone, type AppToastQueue, type ShowToastOptions } from './toastQueue';
