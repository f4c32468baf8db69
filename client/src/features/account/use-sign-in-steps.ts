import { useState } from 'react';
import type { LoginOutcome, LoginResult } from '@hercircle/shared';

/**
 * A first step of signing in (her password, or a code emailed to her) answers a session or, with
 * two-step sign-in on, a challenge for her app's code. This keeps the challenge between the two
 * steps: `settle` takes the first step's outcome; `challenge` is set while the second step waits.
 */
export function useSignInSteps(onSignedIn: (result: LoginResult) => void) {
  const [challenge, setChallenge] = useState<string | null>(null);
  /** Signed in, by either step: the form is back on the first step if she comes back to it. */
  const signedIn = (result: LoginResult) => {
    setChallenge(null);
    onSignedIn(result);
  };
  return {
    challenge,
    settle: (outcome: LoginOutcome) =>
      'two_factor' in outcome ? setChallenge(outcome.two_factor.challenge) : signedIn(outcome),
    /** For the second step's form. */
    signedIn,
    /** Back to the first step. */
    cancel: () => setChallenge(null),
  };
}
