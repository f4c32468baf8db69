import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import { overlaysMounted } from '../lib/overlays.ts';
import classes from './Overlays.module.css';

/**
 * Toasts and confirmation dialogs. Both are driven by Mantine's global `notifications` and `modals`
 * APIs, so this mounts only when first needed (lib/overlays.ts), out of the page's load.
 */
export default function Overlays() {
  // Children's effects run first, so ModalsProvider is listening by the time this one runs.
  useEffect(overlaysMounted, []);
  return (
    <>
      {/* The spec: at most 3 toasts visible; 4 s by default. */}
      <Notifications limit={3} autoClose={4000} position="top-right" className={classes.toasts} />
      <ModalsProvider />
    </>
  );
}
