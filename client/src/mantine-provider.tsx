import type { ReactNode } from 'react';
import {
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
  type MantineColorScheme,
  type MantineColorSchemeManager,
  type MantineThemeOverride,
} from '@mantine/core';
import { useIsomorphicEffect } from '@mantine/hooks';

const getRootElement = () => document.documentElement;

/**
 * Mantine's MantineProvider with its defaults, less the two <style> elements it renders: the
 * theme's CSS variables and the breakpoint classes. Those depend on the theme alone, so the build
 * writes them into the stylesheet (virtual:mantine-styles.css, see mantine-styles.ts) instead of
 * every page computing them at run time, about 2 kB gzipped of JavaScript off the first load.
 * mantine-provider.test.tsx checks that it gives its children what MantineProvider gives them.
 */
export function AppMantineProvider({
  theme,
  colorSchemeManager,
  defaultColorScheme,
  children,
}: {
  theme: MantineThemeOverride;
  colorSchemeManager: MantineColorSchemeManager;
  defaultColorScheme: MantineColorScheme;
  children: ReactNode;
}) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme,
    forceColorScheme: undefined,
    manager: colorSchemeManager,
    getRootElement,
  });
  const respectReducedMotion = theme.respectReducedMotion ?? false;
  useIsomorphicEffect(() => {
    if (respectReducedMotion) getRootElement().setAttribute('data-respect-reduced-motion', 'true');
  }, [respectReducedMotion]);
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
        deduplicateInlineStyles: false,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
