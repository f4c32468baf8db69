/* global self */
// Pushes (issue 34), imported by the service worker that vite-plugin-pwa builds. The server sends
// { title, body, url }: "You have a new notification" unless she chose previews on this browser.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    // Not ours or not JSON: the neutral words below.
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'New notification', {
      body: data.body || 'You have a new notification',
      icon: '/icons/icon-192.png',
      data: { url: data.url || '/notifications' },
      // One at a time on her lock screen: a newer one replaces the last.
      tag: 'notification',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
