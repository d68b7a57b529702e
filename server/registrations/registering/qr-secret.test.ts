import { describe, expect, it } from 'vitest';
import { newQrSecret } from './registration-decision.ts';

describe('newQrSecret', () => {
  it('gives 32 random bytes each time, none twice, also across the refills of what it draws', () => {
    const secrets = Array.from({ length: 1000 }, () => newQrSecret());
    expect(new Set(secrets).size).toBe(secrets.length);
    for (const secret of secrets) expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
  });
});
