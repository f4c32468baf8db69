// public/first-paint.js: what is typed and tapped on a prerendered page before React has it.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const script = fs.readFileSync(
  path.resolve(import.meta.dirname, '../public/first-paint.js'),
  'utf8',
);

/** React's mark on an element it has (its props), as first-paint.js looks for it. */
function takeOver(...elements: Element[]) {
  for (const element of elements) Object.assign(element, { __reactProps$test: {} });
}

describe('first-paint.js', () => {
  let email: HTMLInputElement;
  let button: HTMLButtonElement;
  /** What "React" saw in the field at each tap it handled. */
  let seen: string[];

  beforeAll(() => {
    vi.useFakeTimers();
    // The script runs once per page, as the <head> runs it.
    new Function(script)();
    // The page says it is live once (usePageTitle); every test below is after that.
  });

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><form><input aria-label="Email"><button type="submit">Sign In</button></form></div>';
    email = document.querySelector('input')!;
    button = document.querySelector('button')!;
    seen = [];
    // React's handler, at the root as React listens; it keeps the page where it is.
    document.getElementById('root')!.addEventListener('click', (event) => {
      event.preventDefault();
      seen.push(email.value);
    });
  });

  afterEach(() => vi.advanceTimersByTime(5_000));

  it('a tap on a live button waits until what was typed before React had the field is back in it', () => {
    email.value = 'ada@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    // React takes the form over and, the field being controlled, empties it; the page is live.
    takeOver(email, button, email.form!);
    email.value = '';
    document.dispatchEvent(new Event('hc:live'));

    button.click();
    // Not yet: what she typed is still to be carried into the field.
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(email.value).toBe('ada@example.com');
    expect(seen).toEqual(['ada@example.com']);
  });

  it('a tap held for a part React hydrates after the page is done once React has had it a moment', () => {
    document.dispatchEvent(new Event('hc:live'));
    button.click();
    expect(seen).toEqual([]);
    // React marks the part while rendering it, before it has committed it.
    takeOver(email, button, email.form!);
    vi.advanceTimersByTime(60);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(seen).toEqual(['']);
  });

  it('what was typed while React rendered the field comes back when its commit set the field to what it had read', () => {
    email.value = 'ada@exa';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    // React reads the field while rendering; she goes on typing; React commits what it read.
    email.value = 'ada@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    takeOver(email, button, email.form!);
    email.value = 'ada@exa';
    document.dispatchEvent(new Event('hc:live'));
    vi.advanceTimersByTime(500);
    expect(email.value).toBe('ada@example.com');
  });

  it('a field focused before React had it: React is told it has focus once it does', () => {
    const focusSeen: string[] = [];
    document.getElementById('root')!.addEventListener('focusin', () => focusSeen.push('focus'));
    email.focus();
    expect(focusSeen).toEqual(['focus']);
    takeOver(email, button, email.form!);
    document.dispatchEvent(new Event('hc:live'));
    vi.advanceTimersByTime(500);
    expect(focusSeen).toEqual(['focus', 'focus']);
    expect(document.activeElement).toBe(email);
  });

  it('a tap on a Select (a combobox) before React has it is held and done once it does', () => {
    document.body.innerHTML =
      '<div id="root"><input role="combobox" aria-label="Content note" readonly></div>';
    const select = document.querySelector<HTMLInputElement>('[role="combobox"]')!;
    const opened: boolean[] = [];
    document.getElementById('root')!.addEventListener('click', () => opened.push(true));
    select.click();
    expect(opened).toEqual([]);
    takeOver(select);
    vi.advanceTimersByTime(500);
    expect(opened).toEqual([true]);
  });

  it('a tap on a live button with nothing typed beforehand goes through at once', () => {
    takeOver(email, button, email.form!);
    email.value = 'typed@after.live';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    button.click();
    expect(seen).toEqual(['typed@after.live']);
  });
});
