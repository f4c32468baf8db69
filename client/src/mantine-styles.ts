import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { theme } from './theme.ts';

/**
 * The CSS that Mantine's MantineProvider renders in <style> elements for our theme (its CSS
 * variables, then its breakpoint classes), rendered by Mantine itself at build time.
 */
export function mantineStyles(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme }));
  const styles = /^(?:<style data-mantine-styles="[^"]*">[^<]*<\/style>)+$/.exec(html)?.[0];
  if (!styles)
    throw new Error(`mantine-styles: MantineProvider rendered unexpected markup: ${html}`);
  return [...styles.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
}

const ID = 'virtual:mantine-styles.css';

/**
 * Build plugin: `import 'virtual:mantine-styles.css'` is that CSS, so it comes with the stylesheet
 * and the browser does not build it at run time (the app uses AppMantineProvider, which renders
 * no <style>).
 */
export function mantineStylesPlugin(): Plugin {
  return {
    name: 'hercircle:mantine-styles',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? mantineStyles() : undefined),
  };
}
