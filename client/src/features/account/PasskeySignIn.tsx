import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@hercircle/shared';
import { trpcClient } from '../../lib/trpc.ts';
import { answerWithPasskey, passkeyProblem, passkeysSupported } from '../../lib/passkeys.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTexts } from '../../i18n/texts.ts';
import { accountTexts } from '../../i18n/areas/account.ts';

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for the site, she picks one,
 * and no email or password is typed. Always drawn (the page must not move once scripts run); a
 * browser without passkeys says so when it is pressed.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTexts(accountTexts);
  const signIn = useMutation({
    mutationFn: async () => {
      if (!(await passkeysSupported())) throw new Error(t('passkey.unsupported'));
      const client = await trpcClient();
      const { challenge_id, options } = await client.auth.passkeySignInOptions.mutate();
      const response = await answerWithPasskey(options);
      return client.auth.passkeySignIn.mutate({ challenge_id, response: { ...response } });
    },
    onSuccess: onSignedIn,
  });
  return (
    <>
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconFingerprint size={18} aria-hidden />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {t('passkey.button')}
      </Button>
      {signIn.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
        >
          {passkeyProblem(signIn.error, errorMessage(signIn.error, t('passkey.failed')), {
            cancelled: t('passkey.cancelled'),
            alreadyHere: t('passkey.alreadyHere'),
          })}
        </Alert>
      )}
    </>
  );
}
