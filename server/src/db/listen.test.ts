import { describe, expect, it } from 'vitest';
import { openDatabase } from './index.ts';

describe('listen', () => {
  it('gives up when the first connection fails: no retries keep running after the refusal', async () => {
    const errors: Error[] = [];
    // Port 1 on loopback: nothing listens there, so every connection attempt is refused at once.
    const handle = await openDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      onPoolError: (error) => errors.push(error),
    });
    try {
      await expect(handle.listen('some_channel', () => undefined)).rejects.toThrow(
        'Could not LISTEN on some_channel',
      );
      expect(errors).toHaveLength(1);
      // A retry would come 500 ms later and report its own failure.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(errors).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
