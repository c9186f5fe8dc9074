import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from '../../lib/toast/toast';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

const subscribe = (onChange: () => void) => toastQueue.watchUsage(onChange);
const used = () => toastQueue.used;

/**
 * Mounts the toast renderer (antd notification) on the first toast only, so screens that never show
 * one (the login, usually) do not download it. Toasts raised meanwhile wait in the queue.
 */
export function ToastOutlet() {
  const active = useSyncExternalStore(subscribe, used, used);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
