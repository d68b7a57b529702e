import { notifications } from '@mantine/notifications';
import { IconCheck, IconHeartFilled, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/index.ts';
import { toastLifetime } from './toast-lifetime.ts';

export type ToastType = 'success' | 'error' | 'info' | 'like';

const looks: Record<ToastType, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  info: { color: 'moim', icon: <IconInfoCircle size={18} aria-hidden /> },
  like: { color: 'pink', icon: <IconHeartFilled size={18} aria-hidden /> },
};

/** Shows a toast and returns its id. */
export function showToast(type: ToastType, message: string): string {
  const { color, icon } = looks[type];
  return notifications.show({
    message,
    color,
    icon,
    autoClose: toastLifetime,
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
  });
}
