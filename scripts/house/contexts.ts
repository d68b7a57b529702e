// The server's contexts, lowest first, and the tables each owns: read by the lint rule that guards
// the faces, the import-cycle test and the table-ownership test (docs/architecture.md).

export type ContextName = 'identity' | 'events' | 'registrations' | 'communities' | 'people' | 'hackathons' | 'messages';

export type Context = {
  name: ContextName;
  /** what it is about, for docs/architecture.md */
  about: string;
  /** the contexts whose face it may import: only ones below it, so dependencies run one way */
  uses: ContextName[];
  /** the schema files (server/platform/db/schema/<file>.ts) whose tables it alone writes */
  schemas: string[];
};

export const contexts: Context[] = [
  {
    name: 'identity',
    about: 'sign-in, sessions, the handoff between sites, accounts and profiles, emailed codes',
    uses: [],
    schemas: ['auth', 'users', 'emailed-codes'],
  },
  {
    name: 'events',
    about: "events, their hosts, pages and lists, the event's kind and its registration state",
    uses: ['identity'],
    schemas: ['events'],
  },
  {
    name: 'registrations',
    about: 'forms, tickets, registering, the waitlist, guest lists, check-in, exports, retention',
    uses: ['identity', 'events'],
    schemas: ['registrations', 'guests'],
  },
  {
    name: 'communities',
    about: "a community's site, console, membership, access lists and profile forms",
    uses: ['identity', 'events', 'registrations'],
    schemas: ['communities'],
  },
  {
    name: 'people',
    about: "profile cards, likes, coffee chats, For You, the lounge and a community's directory",
    uses: ['identity', 'events', 'registrations', 'communities'],
    schemas: ['people', 'community-people'],
  },
  {
    name: 'hackathons',
    about: 'settings and tracks, teams, projects, deliverables, comments, judging and results',
    uses: ['identity', 'events', 'registrations', 'communities', 'people'],
    schemas: ['hackathons', 'judging'],
  },
  {
    name: 'messages',
    about: "what hosts write to their people: an event's announcements, with audiences, schedules, mutes and history",
    uses: ['identity', 'events', 'registrations', 'communities'],
    schemas: ['messages'],
  },
];

/** Tables below every context: mail, rate limits and stored files belong to the platform. */
export const platformSchemas = ['outbox', 'rate-limits', 'files'];

export const contextNames = contexts.map((context) => context.name);
