import { useState, type ReactNode } from 'react';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import { DirectionProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { directionOf } from '@hercircle/shared/languages';
import { createI18n } from './i18n/index.ts';
import { AppRoot } from './app-root.tsx';
import { createTitleSink, PageTitle, PageTitleSink } from './lib/use-page-title.ts';

/**
 * The whole document around the route tree (the router's InnerWrap, router.tsx): the server
 * renders it for each request and the browser hydrates it. The stylesheets and scripts of the
 * page's routes are the router's (<HeadContent>, <Scripts>, from the build's manifest).
 */
export function Document({ children }: { children: ReactNode }) {
  // Filled by the page's usePageTitle as it renders; the <title> after it reads it.
  const [titles] = useState(createTitleSink);
  const { language } = useRouter().options.context;
  const [i18n] = useState(() => createI18n(language));
  const dir = directionOf(language);
  return (
    // first-paint.js sets her stored colour scheme on <html> before React runs.
    <html lang={language} dir={dir} data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        {/* Blocking, before the stylesheets: the first paint is in her colour scheme. */}
        <script src="/first-paint.js" />
        <HeadContent />
      </head>
      <body>
        <div id="root">
          <I18nextProvider i18n={i18n}>
            <DirectionProvider initialDirection={dir} detectDirection={false}>
              <AppRoot>
                <PageTitleSink value={titles}>
                  {children}
                  <PageTitle titles={titles} />
                </PageTitleSink>
              </AppRoot>
            </DirectionProvider>
          </I18nextProvider>
        </div>
        <Scripts />
      </body>
    </html>
  );
}
