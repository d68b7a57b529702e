// Signing in across the main host and community sites (decision 014): top-level navigations that
// answer with redirects, never JSON.
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';

const tags = ['auth'];
const query = z.object({
  to: z.string().max(300).optional(),
  from: z.string().max(300).optional(),
  state: z.string().max(100).optional(),
  next: z.string().max(2048).optional(),
  code: z.string().max(100).optional(),
});

/** On the site that wants a session: remembers this browser in a short-lived state cookie, then asks `from` for a code. */
export const beginSessionHandoff = endpoint({
  method: 'GET',
  path: '/v1/auth/handoff/begin',
  query,
  responses: {},
  errors: [],
  tags,
  description:
    'Top-level navigation on the site that wants a session. `from`: the main host or a community site (not this host); `next`: as for the handoff. ' +
    "Sets a host-only state cookie (2 minutes) and 302s to `<from>/v1/auth/handoff?to=<this origin>&state=…&next=…`. Anything else: 302 to this site's start page.",
});

/** Carries this site's session to another site by a single-use code, or says there is none. */
export const handOffSession = endpoint({
  method: 'GET',
  path: '/v1/auth/handoff',
  query,
  responses: {},
  errors: [],
  tags,
  description:
    'Top-level navigation. `to`: the main host or a community site (not this host); `next`: a path there, or an absolute URL on a registered origin. ' +
    'Signed in here with a `state` from `<to>/v1/auth/handoff/begin`: 302 to `<to>/v1/auth/handoff/complete?code=…&next=…` (a single-use code for 60 s, good only with that state). ' +
    'Signed in without a state: 302 to `<to>/v1/auth/handoff/begin?from=<this origin>&next=…` first. Signed out: 302 to `next` with `handoff=none`. ' +
    "Anything else: 302 to this site's start page.",
});

/** Redeems a handoff code on the site it was minted for: a session here, then on to `next`. */
export const completeSessionHandoff = endpoint({
  method: 'GET',
  path: '/v1/auth/handoff/complete',
  query,
  responses: {},
  errors: [],
  tags,
  description:
    'Redeems a handoff code on the site it was minted for, in the browser whose state cookie it was minted with: opens a session bound to this host, ' +
    'sets its cookies and 302s to `next` (a path here, or an absolute URL on a registered origin). ' +
    "Unknown, spent, expired, another site's code or no matching state cookie: 302 to `next` with `handoff=failed`.",
});
