import { useState } from 'react';
import { focusOnShow } from '../../../lib/focus.ts';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import { settingsTexts } from '../../../i18n/areas/settings.ts';

/**
 * Her password, asked again in place before a change to how she signs in. `error` is the server's
 * refusal (a wrong password), shown on the field.
 */
export function PasswordPrompt({
  action,
  pending,
  error,
  onConfirm,
  onCancel,
  danger = false,
}: {
  action: string;
  pending: boolean;
  error?: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  const { t } = useTexts(settingsTexts);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) setMissing(true);
        else onConfirm(password);
      }}
    >
      <Stack gap="xs">
        <PasswordInput
          label={t('passwordPrompt.label')}
          description={t('passwordPrompt.help')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('passwordPrompt.required') : (error ?? undefined)}
          ref={focusOnShow}
        />
        <Group gap="sm">
          <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
            {action}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
