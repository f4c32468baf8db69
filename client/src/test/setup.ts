import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { takeUnanswered } from './trpc-msw.ts';

afterEach(() => {
  cleanup();
  // The toast store lives at module level: empty it so one test's toasts do not leak into the next.
  notifications.clean();
  localStorage.clear();
  // A request the component really makes needs a handler that answers as the server would.
  const missed = takeUnanswered();
  if (missed.length > 0) throw new Error(`No msw handler answered: ${missed.join('; ')}`);
});

// happy-dom has no matchMedia listeners for Mantine's hooks in every version; make sure they exist.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens on it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

// happy-dom lays nothing out, so Mantine's focus trap finds no visible element to focus in an open
// menu and says so with the whole DOM node (tens of thousands of log lines per test file). Focus
// traps are exercised in real Chromium by the browser tests; here the warning is only noise.
const FOCUS_TRAP_WARNING = '[@mantine/hooks/use-focus-trap]';
const originalWarn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FOCUS_TRAP_WARNING)) return;
  originalWarn(...args);
};
