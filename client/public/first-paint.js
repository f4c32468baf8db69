/* global window, document */
// Runs before the page paints (a blocking script in <head>; the CSP allows no inline script): the
// colour scheme the visitor chose (app-root.tsx's key) or, for "auto", her system's, so a
// prerendered page paints in it instead of flashing light first.
(function () {
  var scheme = 'light';
  try {
    scheme = localStorage.getItem('hercircle-color-scheme') || 'light';
  } catch {
    // Storage blocked: keep the default.
  }
  if (scheme === 'auto')
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (scheme === 'light' || scheme === 'dark')
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
