import { LoadingOutlined } from '@ant-design/icons';
import { notification } from 'antd';
import { useEffect } from 'react';
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_DEFAULT_POSITION,
  TOAST_MAX_HEIGHT,
  TOAST_MAX_VISIBLE,
  TOAST_WIDTH,
  toastQueue,
} from '../../lib/toast/toast';
import type { ToastItem } from '../../lib/toast/toast-queue';

const ANTD_TYPE = { error: 'error', warning: 'warning', info: 'info', success: 'success', loading: 'info' } as const;
const ACCENT = {
  error: 'var(--ant-color-error)',
  warning: 'var(--ant-color-warning)',
  info: 'var(--ant-color-info)',
  success: 'var(--ant-color-success)',
  loading: 'var(--ant-color-info)',
} as const;

/** Renders the toast queue through antd's notification; mount it once inside the ConfigProvider. */
export function ToastHost() {
  const [api, holder] = notification.useNotification({
    placement: TOAST_DEFAULT_POSITION,
    // The queue already shows one; antd holds to it too, whatever opens a notice.
    maxCount: TOAST_MAX_VISIBLE,
    stack: false,
    pauseOnHover: true,
  });

  useEffect(() => {
    const open = (item: ToastItem) =>
      api.open({
        key: item.id,
        type: ANTD_TYPE[item.kind],
        icon: item.kind === 'loading' ? <LoadingOutlined spin aria-hidden /> : undefined,
        title: item.title,
        description: item.message,
        placement: item.position,
        duration: item.autoClose ? TOAST_AUTO_CLOSE_MS / 1000 : false,
        pauseOnHover: true,
        role: item.kind === 'error' ? 'alert' : 'status',
        props: { 'data-toast-kind': item.kind } as never,
        style: {
          width: TOAST_WIDTH,
          maxWidth: 'calc(100vw - 32px)',
          maxHeight: TOAST_MAX_HEIGHT,
          overflowY: 'auto',
          borderInlineStart: `4px solid ${ACCENT[item.kind]}`,
        },
        onClose: () => toastQueue.remove(item.id),
      });
    const unsubscribe = toastQueue.subscribe((event) => {
      if (event.type === 'open') open(event.item);
      else api.destroy(event.id);
    });
    return unsubscribe;
  }, [api]);

  return holder;
}
