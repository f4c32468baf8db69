/* global window, document, Element, HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement, FocusEvent, requestAnimationFrame */
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
  // A member's page renders afresh (main.tsx), so the visitor's markup is not what she will use:
  // her scripts load at once. Not on a page the server rendered for her (data-rendered-for, set by
  // server/src/http/live-pages.ts): that markup is hers, and paints first like a visitor's.
  var member = false;
  try {
    member = !!localStorage.getItem('authToken') && !html.hasAttribute('data-rendered-for');
  } catch {
    // Storage blocked: no session either.
  }
  if (member || document.visibilityState === 'hidden')
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

  // Until React has taken over an element (hydrated it, or rendered it afresh for a member; it marks
  // the element with its props), the page is only markup:
  // - a tap on a button has no handler yet, and a submit would go out as a native form submission
  //   (a page load with what was typed in the address): both are held and done again once React has
  //   the element, however long the scripts take;
  // - what is typed into a field stays in the field but not in React's state, so a submit would send
  //   it empty: it is carried into React's state once React has the field, as if typed again.
  // A page rendered afresh (a member's) replaces the markup: what was held or typed goes to the new
  // element in the same place (the same kind of element with the same name, the same number of them
  // before it). React has an element once the page announced it is live (hc:live, from
  // usePageTitle's effect, after the commit) and the element has carried React's props (set while
  // rendering, before the commit) for a tenth of a second. Should that mark ever change, a second
  // after hc:live counts; three seconds after, what has no element is dropped. Links work as they
  // are.
  function isLive(element) {
    return Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  }
  var liveSince = 0;
  document.addEventListener('hc:live', function () {
    if (!liveSince) liveSince = Date.now();
  });
  var liveFor = function (ms) {
    return liveSince !== 0 && Date.now() - liveSince > ms;
  };

  // What a person would call the element: its kind and its name.
  function nameOf(element) {
    var label = element.labels && element.labels[0] ? element.labels[0].textContent : '';
    var name =
      element.getAttribute('aria-label') ||
      element.getAttribute('name') ||
      label ||
      element.getAttribute('placeholder') ||
      (element.tagName === 'FORM' ? '' : element.textContent);
    return [
      element.tagName,
      element.getAttribute('type'),
      (name || '').replace(/\s+/g, ' ').trim(),
    ].join('|');
  }
  // The page's elements of this tag with this name, in document order.
  function named(tagName, name) {
    var root = document.getElementById('root');
    var all = root ? root.querySelectorAll(tagName) : [];
    return Array.prototype.filter.call(all, function (other) {
      return nameOf(other) === name;
    });
  }
  function remember(element) {
    var name = nameOf(element);
    return { element: element, name: name, index: named(element.tagName, name).indexOf(element) };
  }
  // The element React has for what was remembered: itself, or the one that replaced it. Null while
  // React has none yet; undefined once there will be none.
  function liveElement(item) {
    var element = item.element;
    if (!element.isConnected) {
      element = named(element.tagName, item.name)[item.index];
      if (!element) return liveFor(3000) ? undefined : null;
    }
    if (!((liveSince !== 0 && isLive(element)) || liveFor(1000))) return null;
    // React marks an element while rendering it, before it commits it and runs its effects; a part
    // hydrated after the page (its code loaded lazily) can be marked and not yet done. Two of this
    // script's ticks later it is: a tap or a value given to it sooner was lost.
    if (item.liveElement !== element) {
      item.liveElement = element;
      item.liveAt = Date.now();
    }
    return Date.now() - item.liveAt >= 100 ? element : null;
  }

  var typed = [];
  var held = [];
  var focused = null;
  var replaying = false;
  var ticking = false;
  function carry(field, element) {
    if (element.type === 'checkbox' || element.type === 'radio') {
      // React's state is still the default: back to it, then a real tap to what was chosen.
      if (element.checked !== element.defaultChecked) element.checked = element.defaultChecked;
      if (element.checked !== field.checked) element.click();
      return;
    }
    if (element.tagName === 'SELECT') {
      if (element.value !== field.value) element.value = field.value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    // React's state is still the default value: set it back through React's own setter (so React
    // knows it), then set what was typed behind React's back and announce it as typed.
    // React may have emptied the field as it took it over, or set it back to what it read while
    // rendering it (what was typed until then, a beginning of what was typed in all); a value that
    // is none of these was typed since, into React's own field.
    if (element.value !== element.defaultValue && field.value.indexOf(element.value) !== 0) return;
    var proto =
      element.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    if (element.value !== element.defaultValue) element.value = element.defaultValue;
    if (element.value === field.value) return;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(element, field.value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
  function tick() {
    ticking = false;
    typed = typed.filter(function (field) {
      var element = liveElement(field);
      if (element === null) return true;
      if (element) {
        var wasFocused = document.activeElement === field.element;
        carry(field, element);
        if (wasFocused || (!field.element.isConnected && field.focused)) element.focus();
      }
      return false;
    });
    // Focused before React had it, React saw no focus event: it is told once it has the field (a
    // mention autocomplete, for one, listens only while its field has focus).
    // After what was typed into it is back in it: told sooner, React renders the field with the
    // value it knows, and what was typed would be gone.
    var carrying = typed.some(function (field) {
      return focused && field.element === focused.element;
    });
    if (focused && !carrying) {
      var element = document.activeElement === focused.element ? liveElement(focused) : undefined;
      if (element) element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      if (element !== null) focused = null;
    }
    // A held submit waits for the fields typed before it.
    held = held.filter(function (action) {
      if (typed.length && !liveFor(3000)) return true;
      var element = liveElement(action);
      if (element === null) return true;
      if (element) {
        replaying = true;
        try {
          if (action.type === 'click') element.click();
          else if (element.requestSubmit) element.requestSubmit();
        } finally {
          replaying = false;
        }
      }
      return false;
    });
    if (typed.length || held.length || focused) later(50);
  }
  function later(ms) {
    if (ticking) return;
    ticking = true;
    setTimeout(tick, ms);
  }

  function hold(event) {
    var target = event.target instanceof Element ? event.target : null;
    if (replaying || !target || !target.closest('#root')) return;
    var element =
      event.type === 'submit'
        ? target
        : !target.closest('a[href]') &&
          target.closest(
            'button, [role="button"], [role="switch"], [role="tab"], [role="combobox"]',
          );
    // A live element's tap is React's, unless what was typed before React had its field is still
    // on its way into it: React may have emptied that field as it took it over, and would send
    // the form without it. The tap then waits for it like any held one.
    if (!element || (isLive(element) && typed.length === 0)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Tapped twice before React arrived: done once.
    var already = held.some(function (action) {
      return action.element === element && action.type === event.type;
    });
    if (already) return;
    var action = remember(element);
    action.type = event.type;
    held.push(action);
    later(0);
  }
  function note(event) {
    var target = event.target;
    var field =
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement;
    if (!field || target.type === 'file' || !target.closest('#root')) return;
    var entry = typed.filter(function (item) {
      return item.element === target;
    })[0];
    if (liveSince !== 0 && isLive(target)) return;
    if (!entry) {
      entry = remember(target);
      typed.push(entry);
    }
    entry.value = target.value;
    entry.checked = target.checked;
    entry.focused = document.activeElement === target;
    later(0);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  document.addEventListener(
    'focusin',
    function (event) {
      var target = event.target;
      var field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
      if (!field || !target.closest('#root') || (liveSince !== 0 && isLive(target))) return;
      focused = remember(target);
      later(0);
    },
    true,
  );
  document.addEventListener(
    'focusout',
    function (event) {
      typed.forEach(function (item) {
        if (item.element === event.target) item.focused = false;
      });
    },
    true,
  );
})();
