import * as accounts from './accounts.ts';
import * as handoff from './handoff.ts';
import * as policies from './policies.ts';
import * as proAccess from './pro-access.ts';
import * as signIn from './sign-in.ts';

/** Every endpoint of the identity context, by name. */
export const identityEndpoints = { ...signIn, ...handoff, ...accounts, ...policies, ...proAccess };
