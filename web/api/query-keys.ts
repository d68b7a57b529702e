/**
 * Every TanStack Query key of the app, in one place, grouped like the server: by context
 * (identity, events, registrations, people, hackathons, communities, messages), then by the feature folder
 * that reads them. A feature's `*.api.ts` builds its queryOptions from here, and a change in one
 * feature that outdates another's data invalidates the other's key from here too, never a literal.
 *
 * A key is a prefix of every longer key that starts with it: invalidating `events.page.all`
 * outdates every event page. The keys named `all` (and the plural ones, `lists`) are such prefixes.
 * Filter objects and tabs are part of a key as they are, so each combination is cached on its own.
 */
export const queryKeys = {
  app: {
    /** `GET /v1/config`: kept when the session ends (session.ts drops everything else). */
    config: ['config'] as const,
  },

  identity: {
    /** The terms and the privacy policy: one cache for the sign-up page and a guest's registration. */
    policies: ['policies'] as const,
    profile: ['me', 'profile'] as const,
    proAccessRequest: ['me', 'pro-access-request'] as const,
  },

  events: {
    page: {
      all: ['event-page'] as const,
      byHandle: (handle: string) => ['event-page', handle.toLowerCase()] as const,
    },
    list: {
      all: ['events'] as const,
      byTab: (scope: string, tab: string) => ['events', scope, tab] as const,
    },
    management: {
      detail: (eventId: string) => ['event-management', eventId] as const,
      categories: ['event-categories'] as const,
      placeSuggestions: (q: string) => ['place-suggestions', q] as const,
    },
    hostTeam: (eventId: string) => ['host-team', eventId] as const,
  },

  registrations: {
    /** What a guest reads to register: the form, the seats and their own registration. */
    registration: {
      all: ['registration'] as const,
      form: (eventId: string) => ['registration', 'form', eventId] as const,
      tickets: (eventId: string) => ['registration', 'tickets', eventId] as const,
      mine: (eventId: string, who: string) => ['registration', 'me', eventId, who] as const,
    },
    /** The host's side of the form and the tickets. */
    rsvpBuilder: {
      form: (eventId: string) => ['rsvp-builder', 'form', eventId] as const,
      tickets: (eventId: string) => ['rsvp-builder', 'tickets', eventId] as const,
    },
    /** My tickets and a ticket by its emailed link. */
    ticket: {
      all: ['ticket'] as const,
      lists: ['ticket', 'list'] as const,
      list: (tab: string) => ['ticket', 'list', tab] as const,
      one: (eventId: string, guestToken: string | null) => ['ticket', 'one', eventId, guestToken ? 'guest' : 'member'] as const,
      byLink: (token: string) => ['ticket', 'link', token] as const,
    },
    guests: {
      lists: (eventId: string) => ['guests', eventId, 'list'] as const,
      list: <P extends object>(eventId: string, params: P) => ['guests', eventId, 'list', params] as const,
      detail: (eventId: string, pid: string) => ['guests', eventId, 'detail', pid] as const,
      dashboard: (eventId: string) => ['guests', eventId, 'dashboard'] as const,
      summary: (eventId: string) => ['guests', eventId, 'summary'] as const,
      choiceQuestions: (eventId: string) => ['guests', eventId, 'choice-questions'] as const,
    },
    checkIn: {
      lists: (eventId: string) => ['check-in', eventId, 'list'] as const,
      list: <P extends object>(eventId: string, params: P) => ['check-in', eventId, 'list', params] as const,
      summary: (eventId: string) => ['check-in', eventId, 'summary'] as const,
    },
  },

  people: {
    lounge: {
      all: (eventId: string) => ['lounge', eventId] as const,
      /** The lounge itself (its header and door): the same key as `all`, so every change reads it again. */
      overview: (eventId: string) => ['lounge', eventId] as const,
      lists: (eventId: string) => ['lounge', eventId, 'people'] as const,
      list: <F extends object>(eventId: string, tab: string, filters: F) => ['lounge', eventId, 'people', tab, filters] as const,
      forYou: (eventId: string) => ['lounge', eventId, 'people', 'for-you'] as const,
      persons: (eventId: string) => ['lounge', eventId, 'person'] as const,
      person: (eventId: string, handle: string) => ['lounge', eventId, 'person', handle] as const,
      contacts: (eventId: string, direction: string) => ['lounge', eventId, 'contacts', direction] as const,
    },
    /** My profile card, shared by every lounge, and the draft one lounge suggests. */
    card: {
      mine: ['me', 'profile-card'] as const,
      draft: (eventId: string) => ['me', 'profile-card', 'draft', eventId] as const,
    },
    /**
     * A community's directory. Under the community site's key (`communities.site.all`), so
     * leaving the community drops it with everything else only members may see.
     */
    directory: {
      members: (communityId: string) => ['community', communityId, 'members'] as const,
      list: <F extends object>(communityId: string, filters: F) => ['community', communityId, 'members', 'all', filters] as const,
      recommended: (communityId: string) => ['community', communityId, 'members', 'recommended'] as const,
      saved: (communityId: string) => ['community', communityId, 'members', 'saved'] as const,
      member: (communityId: string, handle: string) => ['community', communityId, 'members', 'profile', handle] as const,
      curations: (communityId: string) => ['community', communityId, 'curations'] as const,
      /** My own profile in the community. */
      profile: (communityId: string) => ['community', communityId, 'profile'] as const,
    },
  },

  hackathons: {
    /** The host's settings: the mode, the deadline and the tracks. */
    settings: (eventId: string) => ['hackathon-settings', eventId] as const,
    /** Everything participants read: the overview, the projects and the team-finding news. */
    all: (eventId: string) => ['hackathon', eventId] as const,
    /** The event page's showcase: tracks, deadline, teams. */
    showcase: (eventId: string) => ['hackathon', eventId, 'showcase'] as const,
    projects: {
      overview: (eventId: string) => ['hackathon', eventId, 'overview'] as const,
      lists: (eventId: string) => ['hackathon', eventId, 'projects'] as const,
      list: <F extends object>(eventId: string, tab: string, filters: F) =>
        ['hackathon', eventId, 'projects', tab, filters] as const,
      project: (eventId: string, projectId: string) => ['hackathon', eventId, 'project', projectId] as const,
      comments: (eventId: string, projectId: string) => ['hackathon', eventId, 'project', projectId, 'comments'] as const,
      recommendations: (eventId: string) => ['hackathon', eventId, 'recommendations'] as const,
      /** My join requests and invitations, and my team's if I lead one. */
      teamRequests: (eventId: string) => ['hackathon', eventId, 'team-requests'] as const,
      participants: (eventId: string, search: string) => ['hackathon', eventId, 'participants', search] as const,
    },
    teamFinding: {
      announcements: (eventId: string) => ['hackathon', eventId, 'announcements'] as const,
    },
    judging: {
      /** Everything on the host's judging page (its numbers depend on each other). */
      host: (eventId: string) => ['judging', eventId, 'host'] as const,
      overview: (eventId: string) => ['judging', eventId, 'host', 'overview'] as const,
      criteria: (eventId: string) => ['judging', eventId, 'host', 'criteria'] as const,
      judges: (eventId: string) => ['judging', eventId, 'host', 'judges'] as const,
      conflicts: (eventId: string) => ['judging', eventId, 'host', 'conflicts'] as const,
      hostTeam: (eventId: string) => ['judging', eventId, 'host', 'host-team'] as const,
      assignments: (eventId: string) => ['judging', eventId, 'host', 'assignments'] as const,
      progress: (eventId: string) => ['judging', eventId, 'host', 'progress'] as const,
      results: (eventId: string) => ['judging', eventId, 'host', 'results'] as const,
      queue: (eventId: string) => ['judging', eventId, 'queue'] as const,
      project: (eventId: string, projectId: string) => ['judging', eventId, 'project', projectId] as const,
      publicResults: (eventId: string) => ['judging', eventId, 'public-results'] as const,
    },
  },

  communities: {
    /** A community by its handle (`GET …/communities/info?org=`): what its site and its console both start from. */
    infos: ['community-info'] as const,
    info: (org: string) => ['community-info', org] as const,
    /** A community's own site, as a visitor or a member sees it. */
    site: {
      all: (communityId: string) => ['community', communityId] as const,
      me: (communityId: string) => ['community', communityId, 'me'] as const,
      form: (communityId: string, formId: string) => ['community', communityId, 'form', formId] as const,
      events: (communityId: string, mine: boolean) => ['community', communityId, 'events', mine ? 'mine' : 'all'] as const,
    },
    /** The console of a community's owner and managers. */
    console: {
      all: (communityId: string) => ['community-console', communityId] as const,
      community: (communityId: string) => ['community-console', communityId, 'community'] as const,
      applicants: (communityId: string, status: string) => ['community-console', communityId, 'applicants', status] as const,
      members: (communityId: string, search: string) => ['community-console', communityId, 'members', search] as const,
      barred: (communityId: string) => ['community-console', communityId, 'barred'] as const,
      allowed: (communityId: string) => ['community-console', communityId, 'allowed'] as const,
      curations: (communityId: string) => ['community-console', communityId, 'curations'] as const,
      events: (communityId: string) => ['community-console', communityId, 'events'] as const,
      form: (communityId: string, formId: string) => ['community-console', communityId, 'profile-form', formId] as const,
    },
    myCommunities: {
      all: ['my-communities'] as const,
      list: (tab: string, search: string) => ['my-communities', tab, search] as const,
    },
  },

  messages: {
    /** The host team's history of an event's announcements. */
    history: (eventId: string) => ['announcements', eventId] as const,
    audienceCount: (eventId: string, audience: object) => ['announcements', eventId, 'audience', audience] as const,
    /** What reached the signed-in guest, and whether they muted the event. */
    received: (eventId: string) => ['received-announcements', eventId] as const,
    /** A community's announcements: the console's history and count, and what reached the signed-in member. */
    communityHistory: (communityId: string) => ['community-announcements', communityId] as const,
    communityAudienceCount: (communityId: string, audience: object) =>
      ['community-announcements', communityId, 'audience', audience] as const,
    communityReceived: (communityId: string) => ['received-community-announcements', communityId] as const,
    /** Whether the event's attendees get a thank-you, and the feedback it brought. */
    thankYou: (eventId: string) => ['thank-you', eventId] as const,
    feedback: (eventId: string) => ['feedback', eventId] as const,
    feedbackInvitation: (token: string) => ['feedback-invitation', token] as const,
  },
};
