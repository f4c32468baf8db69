import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A sign-in form's refusal, read out as it appears; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      {message}
    </Alert>
  );
}
