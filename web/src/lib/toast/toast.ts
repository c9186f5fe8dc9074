import type { ReactNode } from 'react';
import { ToastQueue, type ToastItem, type ToastKind, type ToastPosition } from './toast-queue';

// SPEC 8 and 9: kinds and their titles, bottom-right, 4 s auto-close; one at a time (issue 28 §7: stacked
// toasts covered tables and the controls that raised them).
export const TOAST_TITLES: Record<ToastKind, string> = {
  error: 'Fehler',
  warning: 'Warnung',
  info: 'Info',
  success: 'Erfolg',
  loading: 'Ladevorgang',
};
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_AUTO_CLOSE_MS = 4000;
export const TOAST_TRANSITION_MS = 250;
export const TOAST_WIDTH = 440;
export const TOAST_MAX_HEIGHT = 200;
export const TOAST_DEFAULT_POSITION: ToastPosition = 'bottomRight';

export interface ToastOptions {
  title?: string;
  position?: ToastPosition;
  autoClose?: boolean;
}

export interface ToastHandle {
  id: string;
  close(): void;
  /** Turns the toast into another kind, e.g. a loading toast into 'Erfolg' once the work is done. */
  update(kind: ToastKind, message?: ReactNode, options?: ToastOptions): void;
}

export const toastQueue = new ToastQueue(TOAST_MAX_VISIBLE);
let counter = 0;

function describe(kind: ToastKind, message: ReactNode | undefined, options: ToastOptions = {}) {
  return {
    kind,
    message,
    title: options.title ?? TOAST_TITLES[kind],
    position: options.position ?? TOAST_DEFAULT_POSITION,
    autoClose: kind === 'loading' ? false : (options.autoClose ?? true),
  } satisfies Omit<ToastItem, 'id'>;
}

function show(kind: ToastKind, message?: ReactNode, options?: ToastOptions): ToastHandle {
  counter += 1;
  const id = `toast-${counter}`;
  toastQueue.push({ id, ...describe(kind, message, options) });
  return {
    id,
    close: () => toastQueue.remove(id),
    update: (nextKind, nextMessage, nextOptions) => toastQueue.update(id, describe(nextKind, nextMessage, nextOptions)),
  };
}

export const toast = {
  show,
  error: (message?: ReactNode, options?: ToastOptions) => show('error', message, options),
  warning: (message?: ReactNode, options?: ToastOptions) => show('warning', message, options),
  info: (message?: ReactNode, options?: ToastOptions) => show('info', message, options),
  success: (message?: ReactNode, options?: ToastOptions) => show('success', message, options),
  loading: (message?: ReactNode, options?: ToastOptions) => show('loading', message, options),
  clear: () => toastQueue.clear(),
};
