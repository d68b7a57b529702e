import * as communityConsole from './console.ts';
import * as create from './create.ts';
import * as site from './site.ts';

/** Every endpoint of the communities context, by name. */
export const communitiesEndpoints = { ...site, ...create, ...communityConsole };
