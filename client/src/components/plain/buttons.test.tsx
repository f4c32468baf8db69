import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { ActionIcon, Button, MantineProvider } from '@mantine/core';
import { theme } from '../../theme.ts';
import {
  lookStyle,
  PlainBurger,
  PlainButton,
  PlainIconButton,
  type PlainColor,
  type PlainVariant,
} from './buttons.tsx';

/** The CSS variables a Mantine component sets on its root, by name, with our theme. */
function mantineVars(element: React.ReactElement, prefix: string): Record<string, string> {
  const html = renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>);
  const style = /style="([^"]*)"/.exec(html)?.[1] ?? '';
  const vars: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const [name, ...value] = declaration.split(':');
    if (name?.startsWith(`--${prefix}-`)) vars[name.slice(prefix.length + 3)] = value.join(':');
  }
  return vars;
}

/** Ours, named as Mantine names them (bd defaults to a transparent border in both). */
function ourVars(variant: PlainVariant, color: PlainColor): Record<string, string> {
  const style = lookStyle({ variant, color }) as Record<string, string>;
  return {
    bg: style['--pb-bg']!,
    hover: style['--pb-hover']!,
    color: style['--pb-color']!,
    bd: style['--pb-bd'] ?? 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  };
}

// Every look the frame and the home page use.
const LOOKS: [PlainVariant, PlainColor][] = [
  ['filled', 'plum'],
  ['filled', 'coral'],
  ['filled', 'red.9'],
  ['outline', 'plum'],
  ['subtle', 'plum'],
  ['subtle', 'gray'],
  ['light', 'plum'],
];

describe('plain buttons', () => {
  it.each(LOOKS)('%s %s takes the colours Mantine gives its Button and ActionIcon', (v, c) => {
    const button = mantineVars(
      <Button variant={v} color={c}>
        x
      </Button>,
      'button',
    );
    const { bg, hover, color, bd } = button;
    expect(ourVars(v, c)).toEqual({ bg, hover, color, bd });
    const icon = mantineVars(
      <ActionIcon variant={v} color={c} aria-label="x">
        x
      </ActionIcon>,
      'ai',
    );
    expect(ourVars(v, c)).toEqual({
      bg: icon.bg,
      hover: icon.hover,
      color: icon.color,
      bd: icon.bd,
    });
  });

  it('is a button that does not submit a form, named by its text, with its icon beside it', async () => {
    let clicks = 0;
    render(
      <form onSubmit={() => (clicks = -100)}>
        <PlainButton onClick={() => clicks++} leftSection={<svg data-testid="icon" />}>
          Quick exit
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Quick exit' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-with-left-section');
    expect(button).toContainElement(screen.getByTestId('icon'));
    await userEvent.click(button);
    expect(clicks).toBe(1);
  });

  it('names an icon button by its label and a burger by its state', () => {
    render(
      <>
        <PlainIconButton aria-label="Next quote">›</PlainIconButton>
        <PlainBurger opened aria-label="Close menu" aria-expanded />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Next quote' })).toBeInTheDocument();
    const burger = screen.getByRole('button', { name: 'Close menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('data-opened');
  });
});
