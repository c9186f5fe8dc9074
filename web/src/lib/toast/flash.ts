import { SESSION_KEYS, sessionStore } from '../storage';
import { toast } from './toast';
import type { ToastKind } from './toast-queue';

interface FlashToast {
  kind: ToastKind;
  message: string;
}

/** Keeps a toast across a full page reload (e.g. 'Erfolg' after logging out, which reloads the page). */
export function flashAfterReload(kind: ToastKind, message: string): void {
  sessionStore.set(SESSION_KEYS.flashToast, JSON.stringify({ kind, message } satisfies FlashToast));
}

export function consumeFlashToast(): FlashToast | null {
  const raw = sessionStore.get(SESSION_KEYS.flashToast);
  if (!raw) return null;
  sessionStore.remove(SESSION_KEYS.flashToast);
  try {
    const parsed = JSON.parse(raw) as FlashToast;
    return typeof parsed.message === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Called once at start-up: shows the toast a previous page left before reloading. */
export function showFlashToast(): void {
  const flash = consumeFlashToast();
  if (flash) toast.show(flash.kind, flash.message);
}
