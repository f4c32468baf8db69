/* global window, document, Element */
// Runs before the page paints (a blocking script in <head>; the CSP allows no inline script).
(function () {
  var html = document.documentElement;

  // The colour scheme the visitor chose (app-root.tsx's key) or, for "auto", her system's, so a
  // prerendered page paints in it instead of flashing light first.
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

  // Until React has taken over a button or a form (hydrated it; it marks the element with its
  // props), a tap on it has no handler yet and a submit would go out as a native form submission
  // (a page load with what was typed in the address). Such a tap or submit is held and done again
  // once React has the element, however long the scripts take; should that mark ever change, a
  // second after the page announced it is live (hc:live, usePageTitle). Links work as they are. A page
  // rendered afresh (a member's) replaces the markup: what was held there is dropped.
  function isLive(element) {
    return Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  }
  var held = [];
  var replaying = false;
  var liveSince = 0;
  document.addEventListener('hc:live', function () {
    if (!liveSince) liveSince = Date.now();
  });
  function replay(action) {
    if (!action.element.isConnected) return;
    if (!isLive(action.element) && !(liveSince && Date.now() - liveSince > 1000)) {
      setTimeout(function () {
        replay(action);
      }, 50);
      return;
    }
    held.splice(held.indexOf(action), 1);
    replaying = true;
    try {
      if (action.type === 'click') action.element.click();
      else if (action.element.requestSubmit) action.element.requestSubmit();
    } finally {
      replaying = false;
    }
  }
  function hold(event) {
    var target = event.target instanceof Element ? event.target : null;
    if (replaying || !target || !target.closest('#root')) return;
    var element =
      event.type === 'submit'
        ? target
        : !target.closest('a[href]') &&
          target.closest('button, [role="button"], [role="switch"], [role="tab"]');
    if (!element || isLive(element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Tapped twice before React arrived: done once.
    var already = held.some(function (action) {
      return action.element === element && action.type === event.type;
    });
    if (already) return;
    var action = { type: event.type, element: element };
    held.push(action);
    replay(action);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
})();
