/**
 * Watches the page from the first render: did something matching `shows` ever appear, even for a
 * frame? (A guard that sends a signed-in member on must do it before its page renders.)
 */
export function watchFor(shows: () => boolean) {
  const seen = { form: false };
  const observer = new MutationObserver(() => {
    if (shows()) seen.form = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}
