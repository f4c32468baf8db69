import {
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import classes from './theme.module.css';

// Plum: the brand hue. Shade 7 carries text and filled buttons in light mode (8.7:1 on white).
const plum: MantineColorsTuple = [
  '#fbf0f6',
  '#f4dce9',
  '#e8b6d1',
  '#db8db7',
  '#cf6aa0',
  '#c55492',
  '#a33d77',
  '#86305f',
  '#6b264c',
  '#4f1a38',
];
// Coral: the warm accent, used sparingly for calls to action. Shade 7 takes white text at 5.5:1.
const coral: MantineColorsTuple = [
  '#fff1ec',
  '#ffe0d6',
  '#ffbfa9',
  '#ff9c7a',
  '#ff7f54',
  '#f96a3c',
  '#e0552a',
  '#b8431f',
  '#943417',
  '#6f250f',
];
// Warm neutrals for surfaces and secondary text (gray.6 is the dimmed text: 5.6:1 on white).
const gray: MantineColorsTuple = [
  '#faf7f5',
  '#f3eeeb',
  '#e7e0dc',
  '#d6ccc7',
  '#b5a8a2',
  '#7a6d67', // gray.5 is Mantine's placeholder colour: 4.9:1 on white
  '#6b5f5a',
  '#544a46',
  '#3b3330',
  '#241e1c',
];
// The dark scheme: plum-tinted charcoals, designed rather than inverted.
const dark: MantineColorsTuple = [
  '#efe6eb',
  '#d3c6cd',
  '#b0a2aa',
  '#8b7d85',
  '#5f5359',
  '#40363c',
  '#30272d',
  '#241d22',
  '#1c161a',
  '#130f12',
];
// Mantine's default red fails contrast as text on white; these shades carry it (red.7: 6.6:1).
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e8595a',
  '#c92a2a',
  '#b02525',
  '#8f1d1d',
  '#6e1515',
];
const sage: MantineColorsTuple = [
  '#eef6f1',
  '#dcebe2',
  '#b6d6c3',
  '#8ec0a3',
  '#6dad88',
  '#58a177',
  '#4a8c66',
  '#3b7253',
  '#2f5b42',
  '#1f3d2c',
];

/**
 * The button hierarchy: filled plum (the primary colour, Button's default) for actions; outline,
 * light, subtle or default for the lesser ones; `variant="cta"`, the warm accent filled, only for
 * a page's one call to action (the frame's Join Community, Home's Share Your Story). As a variant
 * of its own, a call to action is a choice made once here rather than a colour at each call.
 */
const variantColorResolver: VariantColorsResolver = (input) =>
  input.variant === 'cta'
    ? defaultVariantColorsResolver({ ...input, variant: 'filled', color: 'coral' })
    : defaultVariantColorsResolver(input);

export const theme = createTheme({
  primaryColor: 'plum',
  // Her device asks for less motion: Mantine's transitions (menus, dialogs, drawers) take no time.
  respectReducedMotion: true,
  // Filled plum takes white text in both schemes (8.7:1 light, 6.0:1 dark).
  primaryShade: { light: 7, dark: 6 },
  colors: { plum, coral, gray, dark, sage, red },
  autoContrast: true,
  luminanceThreshold: 0.35,
  white: '#ffffff',
  black: '#241e1c',
  fontFamily: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: {
    fontFamily: "'Fraunces', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  variantColorResolver,
  focusRing: 'auto',
  components: {
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
    Button: { defaultProps: { radius: 'xl' } },
    // One chip look for labels (Badge: categories, statuses, "Featured") and filters (Chip): a
    // pill in a light tint of its colour, in sentence case. Counters (unread messages) are not
    // chips: they ask for the filled variant. Plain objects, not Badge.extend(): the theme is in
    // every page's first load, and .extend() would bring the components' code with it.
    Badge: { defaultProps: { variant: 'light' }, classNames: { root: classes.badge } },
    Chip: { defaultProps: { variant: 'light' }, classNames: { label: classes.chip } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Container: { defaultProps: { size: 'lg' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
    // Mantine's close button has no name of its own (axe: button-name).
    // On phones a dialog ends above the bottom dock, where Quick exit stays on top of everything.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close' },
        // Its <header> sits outside any section, where it would be a second page banner (axe).
        attributes: { header: { role: 'none' } },
        yOffset: 'max(5dvh, calc(var(--hc-dock-height) + 8px))',
      },
    },
  },
});
