import * as deliverables from './deliverables.ts';
import * as joinRequests from './join-requests.ts';
import * as judging from './judging.ts';
import * as projects from './projects.ts';
import * as settings from './settings.ts';
import * as teams from './teams.ts';

/** Every endpoint of the hackathons context, by name. */
export const hackathonsEndpoints = { ...settings, ...projects, ...teams, ...joinRequests, ...deliverables, ...judging };
