import { useState, type ReactNode } from 'react';
import { HeadContent, Scripts } from '@tanstack/react-router';
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
  return (
    // first-paint.js sets her stored colour scheme on <html> before React runs.
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        {/* Blocking, before the stylesheets: the first paint is in her colour scheme. */}
        <script src="/first-paint.js" />
        <HeadContent />
      </head>
      <body>
        <div id="root">
          <AppRoot>
            <PageTitleSink value={titles}>
              {children}
              <PageTitle titles={titles} />
            </PageTitleSink>
          </AppRoot>
        </div>
        <Scripts />
      </body>
    </html>
  );
}
