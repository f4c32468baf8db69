import { Alert } from '@mantine/core';
import { errorMessage, fieldErrors } from '../lib/errors.ts';

/**
 * A form's refusal from the server, when it names no field (a refusal of a field shows on that
 * field instead); nothing while there is no error.
 */
export function FormError({ error, fallback }: { error: unknown; fallback?: string }) {
  if (!error || Object.keys(fieldErrors(error)).length > 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {errorMessage(error, fallback)}
    </Alert>
  );
}
