import { describe, expect, it } from 'vitest';
import { communityOrgOf } from './community-host.ts';

describe('communityOrgOf', () => {
  it('reads the org from a subdomain of the community domain', () => {
    expect(communityOrgOf('acme.localhost', 'localhost')).toBe('acme');
    expect(communityOrgOf('Beta.Moim.example', 'moim.example')).toBe('beta');
    expect(communityOrgOf('acme.moim.example.', 'moim.example')).toBe('acme');
  });

  it('is null on the main host, on deeper subdomains and elsewhere', () => {
    expect(communityOrgOf('localhost', 'localhost')).toBeNull();
    expect(communityOrgOf('moim.example', 'moim.example')).toBeNull();
    expect(communityOrgOf('a.b.moim.example', 'moim.example')).toBeNull();
    expect(communityOrgOf('acme.other.example', 'moim.example')).toBeNull();
    expect(communityOrgOf('evilmoim.example', 'moim.example')).toBeNull();
    expect(communityOrgOf('-x.localhost', 'localhost')).toBeNull();
    expect(communityOrgOf('acme.localhost', '')).toBeNull();
  });
});
