import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifications } from '../../lib/toasts.ts';
import { IconDownload } from '@tabler/icons-react';
import { useSession } from '../../lib/auth.ts';
import { sessionStore } from '../../lib/session.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { mediaTexts } from '../../i18n/areas/media.ts';

/** Saves GET /downloads/{id}, fetched with the member's token (a plain link would carry none). */
async function saveDownload(id: string): Promise<void> {
  const token = sessionStore.get()?.token;
  const res = await fetch(`/api/v1/downloads/${encodeURIComponent(id)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(String(res.status));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ?? id;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * A file for members: a member downloads it at once; a visitor is asked for an account first and
 * comes back to this page afterwards. `label` and `visitorLabel` come in her language.
 */
export function MemberDownload({
  id,
  label,
  visitorLabel,
  visitorTo,
  returnTo,
  title,
}: {
  id: string;
  label: string;
  visitorLabel: string;
  visitorTo: '/sign-in' | '/create-account';
  returnTo: string;
  title: string;
}) {
  const session = useSession();
  const { t } = useTexts(mediaTexts);
  const download = useMutation({
    mutationFn: () => saveDownload(id),
    onError: () =>
      notifications.show({
        color: 'red',
        message: t('download.failed', { title }),
      }),
  });
  if (!session)
    return (
      <ButtonLink
        to={visitorTo}
        search={{ redirect: returnTo }}
        variant="light"
        aria-label={`${visitorLabel}: ${title}`}
      >
        {visitorLabel}
      </ButtonLink>
    );
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`${label} ${title}`}
    >
      {label}
    </Button>
  );
}
