import { useTranslation } from 'react-i18next';
import { useCallback, useEffect } from 'react';
import { Button } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/auth.ts';
import { trpc } from '../lib/trpc.ts';
import classes from './QuickExit.module.css';

/** Where Quick exit goes: a page that gives nothing away on a shared screen. */
export const QUICK_EXIT_URL = 'https://www.bbc.co.uk/weather';

/** Escape pressed this many times within this window leaves too (one Escape just closes a dialog). */
const ESCAPES = 3;
const ESCAPE_WINDOW_MS = 1500;

/** The chat widget's keys in local and session storage all carry "chat" in their name. */
const CHAT_STORAGE_KEY = /chat/i;

function clearChatStorage(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  for (const key of keys) if (key && CHAT_STORAGE_KEY.test(key)) storage.removeItem(key);
}

/**
 * Leaves at once: the chat's stored state and cached conversations go, and the neutral page
 * replaces this one in the tab's history, so Back does not come back to it.
 */
export function quickExit(queryClient: QueryClient): void {
  clearChatStorage(localStorage);
  clearChatStorage(sessionStorage);
  queryClient.removeQueries({ queryKey: trpc.chat.pathKey() });
  window.location.replace(QUICK_EXIT_URL);
}

/** Whether to offer Quick exit: always to visitors; to members unless they turned it off. */
function useQuickExitShown(): boolean {
  const session = useSession();
  const prefs = useQuery({
    ...trpc.users.preferences.queryOptions(),
    enabled: session !== null,
  });
  // A member's button waits for her setting (a hidden one would flash), unless it cannot load.
  if (session === null || prefs.isError) return true;
  return prefs.data?.preferences.show_quick_exit === true;
}

/** Escape three times within 1.5 s: counted in the capture phase, so a dialog's Escape counts too. */
function useEscapeShortcut(enabled: boolean, onExit: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    let presses: number[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.repeat) return;
      const now = Date.now();
      presses = [...presses.filter((t) => now - t < ESCAPE_WINDOW_MS), now];
      if (presses.length >= ESCAPES) {
        presses = [];
        onExit();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, onExit]);
}

/** The keyboard shortcut, mounted once per page (the button may be in two places). */
export function QuickExitShortcut() {
  const queryClient = useQueryClient();
  const shown = useQuickExitShown();
  useEscapeShortcut(
    shown,
    useCallback(() => quickExit(queryClient), [queryClient]),
  );
  return null;
}

/**
 * The Quick exit button, on a layer of its own above everything (lib/layers.ts) and outside the
 * top bar, which sits under dialogs and the menu. It covers the slot the bar keeps for it: at the
 * end of the first row on mid-sized screens, at the start of the second row on large ones (the
 * first is full, and the bar's dropdowns open on the right), and on phones it is on the dock.
 */
export function QuickExit() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  if (!useQuickExitShown()) return null;
  return (
    <div className={classes.layer}>
      <Button
        color="red.9"
        size="sm"
        px="sm"
        className={classes.button}
        leftSection={<IconDoorExit size={16} aria-hidden />}
        onClick={() => quickExit(queryClient)}
        title={t('quickExit.hint')}
      >
        {t('quickExit.label')}
      </Button>
    </div>
  );
}

/** The room the top bar keeps for Quick exit in one of its rows (on phones it is on the dock). */
export function QuickExitSlot({ row }: { row: 'first' | 'second' }) {
  const where = row === 'first' ? 'mantine-visible-from-sm mantine-hidden-from-lg' : '';
  return useQuickExitShown() ? <div className={`${where} ${classes.slot}`} /> : null;
}
