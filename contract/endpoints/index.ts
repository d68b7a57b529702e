import type { Endpoint } from '../endpoint.ts';
import { communitiesEndpoints } from './communities/index.ts';
import { eventsEndpoints } from './events/index.ts';
import { hackathonsEndpoints } from './hackathons/index.ts';
import { identityEndpoints } from './identity/index.ts';
import { messagesEndpoints } from './messages/index.ts';
import { peopleEndpoints } from './people/index.ts';
import { platformEndpoints } from './platform/index.ts';
import { registrationsEndpoints } from './registrations/index.ts';

/**
 * The whole API, by name. The web imports single endpoints from the context files (so a page's
 * bundle holds only what it calls); this table is for the checks that the server serves exactly it.
 */
export const endpointTable: Record<string, Endpoint> = {
  ...platformEndpoints,
  ...identityEndpoints,
  ...eventsEndpoints,
  ...registrationsEndpoints,
  ...communitiesEndpoints,
  ...peopleEndpoints,
  ...hackathonsEndpoints,
  ...messagesEndpoints,
};
