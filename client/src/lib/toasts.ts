import {
  notifications as mantineNotifications,
  type NotificationData,
} from '@mantine/notifications';
import { wantOverlays } from './overlays.ts';

/**
 * Toasts, as Mantine's `notifications` API, with one difference: showing one also asks for the
 * toasts host (lib/overlays.ts), which no page loads before its first toast. Mantine keeps the
 * toast in its store meanwhile, and the host shows it on mounting. The app imports this, never
 * @mantine/notifications itself (the lint says so), so that no toast waits for a host never asked for.
 */
export const notifications = {
  show(notification: NotificationData): string {
    wantOverlays();
    return mantineNotifications.show(notification);
  },
};
