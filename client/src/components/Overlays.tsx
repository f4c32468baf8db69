import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/**
 * Toasts and confirmation dialogs. Both are driven by Mantine's global `notifications` and `modals`
 * APIs, so this can mount after the first page has rendered, keeping them out of the first download.
 */
export default function Overlays() {
  return (
    <>
      {/* The spec: at most 3 toasts visible; 4 s by default. */}
      <Notifications limit={3} autoClose={4000} position="top-right" />
      <ModalsProvider />
    </>
  );
}
