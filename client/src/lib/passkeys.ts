import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// The WebAuthn helper loads with the first passkey ceremony, not with the page.
const webauthn = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

// The server makes these options with @simplewebauthn/server and sends them as a JSON record.
export async function createPasskey(
  options: Record<string, unknown>,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await webauthn();
  return startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
}

export async function answerWithPasskey(
  options: Record<string, unknown>,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await webauthn();
  return startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
}

/** The browser's two refusals in words: English unless a translated page gives its own. */
export interface PasskeyProblemTexts {
  cancelled: string;
  alreadyHere: string;
}

const PASSKEY_PROBLEM_TEXTS: PasskeyProblemTexts = {
  cancelled: 'The passkey request was cancelled or timed out.',
  alreadyHere: 'This device already holds a passkey for your account.',
};

/** What to tell her when a ceremony did not finish: she cancelled, or the browser refused. */
export function passkeyProblem(
  error: unknown,
  fallback: string,
  texts: PasskeyProblemTexts = PASSKEY_PROBLEM_TEXTS,
): string {
  if (error instanceof Error && error.name === 'NotAllowedError') return texts.cancelled;
  if (error instanceof Error && error.name === 'InvalidStateError') return texts.alreadyHere;
  if (error instanceof Error && 'data' in error && error.message) return error.message;
  return fallback;
}
