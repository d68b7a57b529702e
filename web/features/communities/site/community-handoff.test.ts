import { describe, expect, it } from 'vitest';
import { askMainHostUrl, shouldAskMainHost, signInMainHostUrl, withoutHandoffMark } from './community-handoff.ts';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the sign-in handoff of a community site', () => {
  it('asks the main host once, and not again while the mark is fresh', () => {
    const storage = memory();
    const url = new URL('http://acme.localhost:3000/members');
    expect(shouldAskMainHost(url, storage, 1000)).toBe(true);
    expect(shouldAskMainHost(url, storage, 2000)).toBe(false);
    expect(shouldAskMainHost(url, storage, 1000 + 5 * 60_000)).toBe(true);
  });

  it('never asks when the main host said it has no session, or the code failed', () => {
    const storage = memory();
    expect(shouldAskMainHost(new URL('http://acme.localhost:3000/?handoff=none'), storage, 1000)).toBe(false);
    expect(shouldAskMainHost(new URL('http://acme.localhost:3000/'), storage, 2000)).toBe(false);
    expect(shouldAskMainHost(new URL('http://acme.localhost:3000/?handoff=failed'), memory(), 1000)).toBe(false);
  });

  it('builds the two handoff addresses and cleans the mark away', () => {
    const url = new URL('http://acme.localhost:3000/members?tab=saved');
    expect(askMainHostUrl('http://localhost:3000', url)).toBe(
      'http://localhost:3000/v1/auth/handoff?to=http%3A%2F%2Facme.localhost%3A3000&next=%2Fmembers%3Ftab%3Dsaved',
    );
    expect(signInMainHostUrl('http://localhost:3000', 'http://acme.localhost:3000/')).toBe(
      '/v1/auth/handoff?to=http%3A%2F%2Flocalhost%3A3000&next=http%3A%2F%2Facme.localhost%3A3000%2F',
    );
    expect(withoutHandoffMark(new URL('http://acme.localhost:3000/events?handoff=none&x=1'))).toBe('/events?x=1');
    expect(withoutHandoffMark(new URL('http://acme.localhost:3000/events'))).toBeNull();
  });
});
