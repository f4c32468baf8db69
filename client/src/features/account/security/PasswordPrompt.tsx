import { useState } from 'react';
import { focusOnShow } from '../../../lib/focus.ts';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';

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
          label="Your password"
          description="To make sure it is you."
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'Password is required' : (error ?? undefined)}
          ref={focusOnShow}
        />
        <Group gap="sm">
          <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
            {action}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
