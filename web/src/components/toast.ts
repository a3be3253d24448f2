import { notifications, type NotificationData } from '@mantine/notifications';
import type { MessageCode } from '@shared/messages.ts';
import type { ReactNode } from 'react';
import { getIntl } from '../i18n/intl.ts';
import { formatError } from '../lib/errors.ts';
import { markUsed } from '../lib/firstUse.ts';

// Spec §9: toasts are dark. Mantine's Notification has no dark variant in a light-scheme app,
// so its parts are recoloured with theme variables.
const darkStyles: NotificationData['styles'] = {
  root: { backgroundColor: 'var(--mantine-color-dark-7)' },
  title: { color: 'var(--mantine-color-white)' },
  description: { color: 'var(--mantine-color-dark-0)' },
  // Transparent also on hover: the default hover background is a light grey.
  closeButton: { color: 'var(--mantine-color-dark-1)', backgroundColor: 'transparent' },
};

let nextId = 0;

function showToast(message: ReactNode, color: string): string {
  // The id is chosen here because the click handler needs it before `show` returns one.
  const id = `toast-${++nextId}`;
  // The toast container mounts at the reader's first sign of life (AppProviders): now at the latest.
  markUsed();
  notifications.show({
    id,
    message,
    color,
    styles: darkStyles,
    closeButtonProps: { 'aria-label': getIntl().formatMessage({ id: 'toast.close' }) },
    // Spec §9: a toast closes when clicked. Position, auto-close (5000 ms) and pause on hover
    // are set once on <Notifications> in AppProviders.
    onClick: () => notifications.hide(id),
  });
  return id;
}

/** Shows a success toast. `message` is already translated (a string or <FormattedMessage>). */
export function toastSuccess(message: ReactNode): string {
  return showToast(message, 'teal');
}

/** Shows a toast about something not done, for a reason the caller has put in words. */
export function toastNotice(message: ReactNode): string {
  return showToast(message, 'yellow');
}

/**
 * Logs the error and shows its translated message (spec §7: "on any failure the product logs
 * the error and shows a toast"): the server's message code, field error or error code
 * (lib/errors.ts), else `fallback` (e.g. 'An error occurred while updating password.'), else
 * 'An unhandled error occurred.'.
 */
export function toastError(error?: unknown, fallback?: MessageCode): string {
  if (error !== undefined) console.error(error);
  return showToast(formatError(getIntl(), error, fallback), 'red');
}
