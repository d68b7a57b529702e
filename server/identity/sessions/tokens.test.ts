// The access token check, against tokens made by jose with every part varied in turn.
import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';
import { authKeys } from './auth-keys.ts';
import { signAccessToken, siteAudience, verifyAccessToken } from './tokens.ts';

const keys = authKeys('token-test-secret-0123456789abcdef');
const clock = createFakeClock();
const now = Math.floor(clock.now().getTime() / 1000);
const claims = { userId: randomUUID(), sessionId: randomUUID(), tokenVersion: 3 };

const goodHeader: JWTHeaderParameters = { alg: 'HS256', typ: 'moim-access+jwt' };
const goodPayload: JWTPayload = {
  sid: claims.sessionId,
  ver: 3,
  iss: 'moim',
  aud: ['moim:access', 'moim:site:main'],
  sub: claims.userId,
  iat: now,
  exp: now + 900,
};

const token = (header: Partial<JWTHeaderParameters> = {}, payload: JWTPayload = {}, key: Uint8Array = keys.accessToken) =>
  new SignJWT({ ...goodPayload, ...payload }).setProtectedHeader({ ...goodHeader, ...header }).sign(key);

const problem = (value: string) => {
  try {
    verifyAccessToken(keys, clock, value);
    return 'verified';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

describe('verifyAccessToken', () => {
  it('gives back the claims of a token the accounts code signed', async () => {
    expect(verifyAccessToken(keys, clock, await signAccessToken(keys, clock, claims))).toEqual(claims);
    expect(problem(await token())).toBe('verified');
  });

  it('G01003 for another key or a payload changed after signing', async () => {
    expect(problem(await token({}, {}, keys.signUpToken))).toBe('G01003');
    const [header, , signature] = (await token()).split('.');
    const changed = Buffer.from(JSON.stringify({ ...goodPayload, ver: 4 })).toString('base64url');
    expect(problem(`${header}.${changed}.${signature}`)).toBe('G01003');
    expect(problem(`${header}.${changed}.`)).toBe('G01003');
  });

  it('G01009 from the second the token expires', async () => {
    expect(problem(await token({}, { exp: now + 1 }))).toBe('verified');
    expect(problem(await token({}, { exp: now }))).toBe('G01009');
  });

  it('G01010 for anything that is not our access token', async () => {
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'moim-access+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify(goodPayload)).toString('base64url')}.`;
    const cases = [
      'not-a-jwt',
      'a.b.c.d',
      unsigned,
      await token({ alg: 'HS512' }),
      await token({ typ: 'moim-sign-up+jwt' }),
      await token({ crit: ['b64'], b64: true }),
      await token({}, { iss: 'someone-else' }),
      await token({}, { aud: 'moim:sign-up' }),
      await token({}, { exp: undefined }),
      await token({}, { nbf: now + 60 }),
      await token({}, { sub: 'not-a-uuid' }),
      await token({}, { sid: 42 }),
      await token({}, { ver: '3' }),
    ];
    expect(cases.map(problem)).toEqual(cases.map(() => 'G01010'));
  });

  it('accepts an audience list that names the access audience, and a not-before that has passed', async () => {
    expect(problem(await token({}, { aud: ['other', 'moim:access', 'moim:site:main'], nbf: now }))).toBe('verified');
  });

  it('G01010 for a token issued for another site: a community, another community, or the main host', async () => {
    const acme = siteAudience('http://acme.localhost:3000');
    const beta = siteAudience('http://beta.localhost:3000');
    const acmeToken = await signAccessToken(keys, clock, { ...claims, origin: 'http://acme.localhost:3000' });
    expect(verifyAccessToken(keys, clock, acmeToken, acme)).toEqual(claims);
    expect(() => verifyAccessToken(keys, clock, acmeToken, beta)).toThrow(expect.objectContaining({ code: 'G01010' }));
    expect(problem(acmeToken)).toBe('G01010');
    expect(problem(await token({}, { aud: 'moim:access' }))).toBe('G01010');
    const mainToken = await signAccessToken(keys, clock, claims);
    expect(() => verifyAccessToken(keys, clock, mainToken, acme)).toThrow(expect.objectContaining({ code: 'G01010' }));
  });
});
