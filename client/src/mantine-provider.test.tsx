import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Button,
  MantineProvider,
  localStorageColorSchemeManager,
  useMantineContext,
  useMantineTheme,
} from '@mantine/core';
import { theme } from './theme.ts';
import { AppMantineProvider } from './mantine-provider.tsx';
import { mantineStyles } from './mantine-styles.ts';

/** What a component under the provider sees: the context's values (functions by kind) and the theme. */
function Probe() {
  const context = useMantineContext();
  const seen = Object.fromEntries(
    Object.entries(context).map(([key, value]) => [
      key,
      typeof value === 'function' ? 'function' : value,
    ]),
  );
  return <pre>{JSON.stringify({ context: seen, theme: useMantineTheme() })}</pre>;
}

const manager = localStorageColorSchemeManager({ key: 'test-color-scheme' });

describe('AppMantineProvider', () => {
  it("gives its children what Mantine's provider gives them, without the <style> elements", () => {
    const children = (
      <>
        <Probe />
        <Button color="coral">Join</Button>
      </>
    );
    const mantine = renderToStaticMarkup(
      <MantineProvider theme={theme} colorSchemeManager={manager} defaultColorScheme="light">
        {children}
      </MantineProvider>,
    );
    const ours = renderToStaticMarkup(
      <AppMantineProvider theme={theme} colorSchemeManager={manager} defaultColorScheme="light">
        {children}
      </AppMantineProvider>,
    );
    expect(ours).not.toContain('<style');
    expect(ours).toBe(mantine.replace(/<style data-mantine-styles="[^"]*">[^<]*<\/style>/g, ''));
  });

  it('leaves the styles to the stylesheet: the CSS those <style> elements held', () => {
    const css = mantineStyles();
    expect(css).toContain('--mantine-color-plum-filled');
    expect(css).toContain('.mantine-hidden-from-lg');
  });
});
