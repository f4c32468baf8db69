/* global window, document, Element, requestAnimationFrame */
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

  // A prerendered page (client/scripts/prerender.mjs) names its scripts in #hc-scripts instead of
  // loading them: they load once its content has painted, so on a slow line the first paint waits
  // for neither their download nor their run.
  var loaded = false;
  function loadScripts() {
    var names = document.getElementById('hc-scripts');
    if (loaded || !names) return;
    loaded = true;
    var scripts = JSON.parse(names.textContent || '{}');
    (scripts.preload || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = scripts.entry;
    document.head.appendChild(entry);
  }
  // A hidden tab paints nothing; a page that paints no content within 3 s still gets its scripts.
  // A browser that reports no paint timing loads them after its first frame instead.
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (document.visibilityState === 'hidden')
    document.addEventListener('DOMContentLoaded', loadScripts);
  else if (!paintTiming)
    document.addEventListener('DOMContentLoaded', function () {
      requestAnimationFrame(function () {
        setTimeout(loadScripts, 0);
      });
    });
  else {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      loadScripts();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(function () {
      if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', loadScripts);
      else loadScripts();
    }, 3000);
  }

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
