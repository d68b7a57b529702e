import { createHmac } from 'node:crypto';

/** One key per use, derived from the session secret, so no token of one kind verifies as another. */
export type AuthKeys = {
  accessToken: Uint8Array;
  signUpToken: Uint8Array;
  oauthState: Uint8Array;
  codeHash: Buffer;
  refreshHash: Buffer;
  refreshSuccessor: Buffer;
  handoffHash: Buffer;
};

const cache = new Map<string, AuthKeys>();

export function authKeys(secret: string): AuthKeys {
  let keys = cache.get(secret);
  if (!keys) {
    const derive = (label: string) => createHmac('sha256', secret).update(`moim:${label}`).digest();
    keys = {
      accessToken: derive('access-token'),
      signUpToken: derive('sign-up-token'),
      oauthState: derive('oauth-state'),
      codeHash: derive('email-code'),
      refreshHash: derive('refresh-token'),
      refreshSuccessor: derive('refresh-successor'),
      handoffHash: derive('handoff-code'),
    };
    cache.set(secret, keys);
  }
  return keys;
}

export function hmacBase64Url(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}
