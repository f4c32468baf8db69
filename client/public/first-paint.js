/* global window, document */
// Runs before the page paints (a blocking script in <head>; the CSP allows no inline script).
(function () {
  var html = document.documentElement;

  // The colour scheme the visitor chose (app-root.tsx's key) or, for "auto", her system's, so a
  // page the server rendered paints in it instead of flashing light first.
  var scheme = 'light';
  try {
    scheme = localStorage.getItem('hercircle-color-scheme') || 'light';
  } catch {
    // Storage blocked: keep the default.
  }
  if (scheme === 'auto')
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (scheme === 'light' || scheme === 'dark')
    html.setAttribute('data-mantine-color-scheme', scheme);
})();
