import { notifications } from '@mantine/notifications';
import { messages } from '@/contract/messages';
import { NOTICE_DURATION_MS } from './notice-duration';

// Read from the catalogue directly so callers outside React (mutation callbacks) need no translator.
const ERROR_TITLE = messages.errors.title;

/** Red notice titled 'Erreur' for a failed call; `message` comes from the errors catalogue. */
export function notifyError(message: string, title: string = ERROR_TITLE): string {
  return notifications.show({ title, message, color: 'red', autoClose: NOTICE_DURATION_MS, withCloseButton: true });
}

/** Green notice for a completed action (the success catalogue). */
export function notifySuccess(message: string, title?: string): string {
  return notifications.show({ title, message, color: 'green', autoClose: NOTICE_DURATION_MS, withCloseButton: true });
}
