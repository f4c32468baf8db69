import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/**
 * A search box whose settled text lives in the URL: typing stays local and `commit` writes the
 * trimmed text once typing pauses, so each keystroke neither asks the server nor adds history.
 * When the URL changes on its own (back, a link), the box shows its text.
 */
export function useSearchText(committed: string, commit: (text: string) => void, wait: number) {
  const [text, setText] = useState(committed);
  const [settled] = useDebouncedValue(text.trim(), wait);
  useEffect(() => {
    if (settled !== committed) commit(settled);
    // Only a newly settled text is committed; a URL change alone must not write it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const [shown, setShown] = useState(committed);
  if (committed !== shown) {
    setShown(committed);
    if (text.trim() !== committed) setText(committed);
  }
  return [text, setText] as const;
}
