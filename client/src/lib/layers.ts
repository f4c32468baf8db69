import { getDefaultZIndex, type CSSVariablesResolver } from '@mantine/core';

/**
 * The site's one stacking order, lowest first. Mantine's own levels (app, modal, popover,
 * overlay) are its components' defaults; ours sit between and above them. Quick exit is on top
 * of everything, always: a member who needs to leave must never find it under a dialog, the
 * menu, the chat or a toast. CSS reads these as `--hc-z-<name>` (layerVariables below); Mantine's
 * dialogs, drawers, dropdowns and toasts take their levels by default, so they need no prop.
 */
export const LAYERS = {
  /** The fixed top bar. */
  header: getDefaultZIndex('app'),
  /** What floats over a page: the phone's bottom dock, the chat bubble and panel, a "new posts" pill. */
  floating: getDefaultZIndex('app') + 50,
  /** Dialogs and drawers (the menu on small screens), with the overlay that dims the page. */
  dialog: getDefaultZIndex('modal'),
  /** Menus, dropdowns and tooltips, above a dialog that opened them. */
  popover: getDefaultZIndex('popover'),
  /** Toasts. */
  toast: getDefaultZIndex('overlay'),
  /** Quick exit, above all the rest. */
  quickExit: getDefaultZIndex('overlay') + 100,
  /** The skip link, while it has focus. */
  skipLink: getDefaultZIndex('overlay') + 200,
} as const;

/** The layers as CSS variables on :root, for the stylesheets (MantineProvider renders them). */
export const layerVariables: CSSVariablesResolver = () => ({
  variables: Object.fromEntries(
    Object.entries(LAYERS).map(([name, z]) => [
      `--hc-z-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      String(z),
    ]),
  ),
  light: {},
  dark: {},
});
