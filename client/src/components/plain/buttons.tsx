import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createLink } from '@tanstack/react-router';
import classes from './plain.module.css';

/**
 * Buttons for the site's frame and home page, which every visitor's first page carries: they look
 * and behave as Mantine's Button and ActionIcon do (plain.module.css), in a few hundred bytes
 * instead of the components' runtime (about 4 kB gzipped with the loader and transition they
 * import). Everywhere else, use Mantine's.
 */

export type PlainVariant = 'filled' | 'outline' | 'subtle' | 'light';
/** A theme colour, or one shade of it (`red.9`). */
export type PlainColor = 'plum' | 'coral' | 'gray' | 'red.9';

export interface PlainLook {
  variant?: PlainVariant;
  color?: PlainColor;
}

/** The colours Mantine's default variant resolver gives each variant, as CSS variables. */
export function lookStyle({ variant = 'filled', color = 'plum' }: PlainLook): CSSProperties {
  const [name, shade] = color.split('.');
  const c = (suffix: string) => `var(--mantine-color-${name}-${suffix})`;
  let look: { bg: string; hover: string; color: string; bd?: string };
  if (variant === 'filled') {
    const s = Number(shade);
    look = shade
      ? { bg: c(shade), hover: c(String(s === 9 ? 8 : s + 1)), color: 'var(--mantine-color-white)' }
      : { bg: c('filled'), hover: c('filled-hover'), color: 'var(--mantine-color-white)' };
  } else if (variant === 'outline') {
    look = {
      bg: 'transparent',
      hover: c('outline-hover'),
      color: c('outline'),
      bd: `calc(0.0625rem * var(--mantine-scale)) solid ${c('outline')}`,
    };
  } else {
    look = {
      bg: variant === 'light' ? c('light') : 'transparent',
      hover: c('light-hover'),
      color: c('light-color'),
    };
  }
  return {
    '--pb-bg': look.bg,
    '--pb-hover': look.hover,
    '--pb-color': look.color,
    ...(look.bd && { '--pb-bd': look.bd }),
  } as CSSProperties;
}

interface PlainButtonOwnProps extends PlainLook {
  size?: 'xs' | 'sm' | 'md' | 'lg';
  leftSection?: ReactNode;
  /** No side padding: a card's closing link, in line with the card's text. */
  flush?: boolean;
  /** The small side padding (Mantine's `px="sm"`), for a button with an icon in a tight bar. */
  compact?: boolean;
  children: ReactNode;
}

type LookProps = PlainButtonOwnProps & { className?: string; style?: CSSProperties };

/** A button's own props turned into its root's attributes and its content; the rest passes on. */
function buttonParts<P extends LookProps>(props: P) {
  const { variant, color, size, leftSection, flush, compact, className, style, children, ...rest } =
    props;
  const root = {
    className: `mantine-focus-auto mantine-active ${classes.button}${className ? ` ${className}` : ''}`,
    style: { ...lookStyle({ variant, color }), ...style },
    'data-size': size,
    'data-with-left-section': leftSection ? true : undefined,
    'data-flush': flush || undefined,
    'data-compact-x': compact || undefined,
  };
  const content = (
    <span className={classes.inner}>
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
    </span>
  );
  return { rest, root, content };
}

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'>;

export function PlainButton(props: PlainButtonOwnProps & NativeButton) {
  const { rest, root, content } = buttonParts(props);
  return (
    <button type="button" {...rest} {...root}>
      {content}
    </button>
  );
}

type NativeAnchor = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'children'>;

const PlainAnchor = forwardRef<HTMLAnchorElement, PlainButtonOwnProps & NativeAnchor>(
  (props, ref) => {
    const { rest, root, content } = buttonParts(props);
    return (
      <a ref={ref} {...rest} {...root}>
        {content}
      </a>
    );
  },
);
PlainAnchor.displayName = 'PlainAnchor';

/** A router link drawn as a button, with the router's typed `to`, `params` and `search`. */
export const PlainButtonLink = createLink(PlainAnchor);

/**
 * The link that closes a card: a button at the card's start, named for its card (the visible
 * words repeat on every card). A subtle one loses its padding to line up with the card's text.
 */
export function CardLink({
  variant = 'subtle',
  ...props
}: {
  to: string;
  'aria-label': string;
  variant?: 'subtle' | 'light';
  children: ReactNode;
}) {
  return <PlainButtonLink variant={variant} flush={variant === 'subtle'} {...props} />;
}

/** A square icon button (Mantine's ActionIcon); name it with `aria-label`. */
export function PlainIconButton({
  variant = 'subtle',
  color,
  size,
  round,
  className,
  style,
  ...rest
}: PlainLook & {
  size?: 'md' | 'lg';
  /** Fully rounded, as the frame's buttons are. */
  round?: boolean;
  'aria-label': string;
} & NativeButton & { children: ReactNode }) {
  return (
    <button
      type="button"
      {...rest}
      className={`mantine-focus-auto mantine-active ${classes.iconButton}${className ? ` ${className}` : ''}`}
      style={
        {
          ...lookStyle({ variant, color }),
          ...(round && { '--pb-radius': 'var(--mantine-radius-xl)' }),
          ...style,
        } as CSSProperties
      }
      data-size={size}
    />
  );
}

/** The menu button of small screens: three lines that turn into a cross while the menu is open. */
export function PlainBurger({
  opened,
  className,
  ...rest
}: { opened: boolean; 'aria-label': string } & NativeButton) {
  return (
    <button
      type="button"
      {...rest}
      className={`mantine-focus-auto ${classes.burger}${className ? ` ${className}` : ''}`}
      data-opened={opened || undefined}
    >
      <span className={classes.lines} />
    </button>
  );
}
