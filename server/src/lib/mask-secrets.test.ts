import { describe, expect, it } from 'vitest';
import { maskSecrets } from './mask-secrets.ts';

describe('maskSecrets (what the admin Outbox shows)', () => {
  it('keeps the last four characters of a token in a query parameter or a path segment', () => {
    expect(
      maskSecrets('Open https://hc.test/reset-password?token=Zq8vT2mN4pL6xR1sK9wB3yH5 now'),
    ).toBe('Open https://hc.test/reset-password?token=…3yH5 now');
    expect(maskSecrets('https://hc.test/confirm/Zq8vT2mN4pL6xR1sK9wB3yH5?from=mail#top')).toBe(
      'https://hc.test/confirm/…3yH5?from=mail#top',
    );
    // A signed token of another shape, and any value that looks like one whatever its name.
    expect(maskSecrets('https://hc.test/u?token=12.AbCdEfGh1_-23&ref=Qw3rTy8uIo9pAs7dFg')).toBe(
      'https://hc.test/u?token=…_-23&ref=…7dFg',
    );
  });

  it('leaves plain links, words and numbers as they are', () => {
    const text =
      'See https://hc.test/community/groups/career-changers-over-forty and https://hc.test/events/12345678 on November 28, 2026.';
    expect(maskSecrets(text)).toBe(text);
    expect(maskSecrets('https://hc.test/reset-password?token=[redacted]')).toBe(
      'https://hc.test/reset-password?token=[redacted]',
    );
  });

  it('hides a short token whole, and a one-time code standing alone', () => {
    expect(maskSecrets('https://hc.test/x?code=abc')).toBe('https://hc.test/x?code=…');
    expect(maskSecrets('Your sign-in code: 493817. It works for 10 minutes.')).toBe(
      'Your sign-in code: ••••••. It works for 10 minutes.',
    );
  });
});
