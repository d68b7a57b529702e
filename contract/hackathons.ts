// Hackathons: the host's settings and tracks, team projects
// with their members, deliverables, comments and saves, the lounge's team-finding announcements
// and For You for teams, and the paths of the API (docs/hackathons.md describes each answer).
import { z } from 'zod';
import { displayBlock, displayLine } from './display-text.ts';
import { contactMethods, PersonCardSchema, RecommendationReasonSchema } from './people.ts';
import { hackathonParticipationTypes, hackathonPositions, hackathonSkills, OptionalUrlSchema, TagSchema } from './users.ts';

export const recruitStatuses = ['TEAM_FINDING', 'MEMBER_FINDING', 'TEAM_BUILDING_COMPLETE'] as const;
export type RecruitStatus = (typeof recruitStatuses)[number];

export const memberRoles = ['LEADER', 'MEMBER'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const projectLinkKinds = ['sourceCode', 'demoVideo', 'presentation', 'other'] as const;
export type ProjectLinkKind = (typeof projectLinkKinds)[number];

/** The project list's tabs. */
export const projectTabs = ['ALL', 'SAVED', 'MY_PROJECT'] as const;

/** Deliverables: checked by their first bytes, whatever they are called; unlike form answers, no zip. */
export const deliverableFileTypes = ['jpg', 'jpeg', 'png', 'pdf'] as const;

export const hackathonLimits = {
  trackName: 50,
  trackDescription: 500,
  tracks: 30,
  title: 100,
  teamName: 30,
  /** characters of the sanitised HTML */
  description: 20_000,
  /** a short summary, about 400 characters */
  summary: 400,
  keywords: 10,
  contactValue: 200,
  comment: 1000,
  deliverablesPerProject: 10,
  /** bytes per deliverable */
  deliverableBytes: 30 * 1024 * 1024,
  /** people per team, leader included */
  teamSize: 10,
  pageSize: { default: 20, max: 50 },
} as const;

// ─── Host: settings and tracks ────────────────────────────────────────────────────────────────

/** PATCH /v1/event-managements/{id}/hackathons/enabled */
export const HackathonEnabledSchema = z.object({ enabled: z.boolean({ error: 'validation.required' }) });

/** PATCH /v1/event-managements/{id}/hackathons/deadline: null clears it (no deadline: deliverables stay open). */
export const SubmissionDeadlineSchema = z.object({
  submissionDeadline: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }).nullable(),
});

const trackName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(hackathonLimits.trackName, { error: 'validation.tooLong' });
const trackDescription = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(hackathonLimits.trackDescription, { error: 'validation.tooLong' });

/** POST …/hackathons/tracks */
export const CreateTrackSchema = z.object({
  name: trackName,
  description: trackDescription.default(''),
  enabled: z.boolean().default(true),
});
/** PATCH …/hackathons/tracks/{trackId}: any part. */
export const UpdateTrackSchema = z.object({
  name: trackName.optional(),
  description: trackDescription.optional(),
  enabled: z.boolean().optional(),
});

export const TrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** projects in the track (a track with projects cannot be deleted: G20052) */
  projectCount: z.number().int(),
  createdAt: z.string(),
});
export type Track = z.infer<typeof TrackSchema>;

/** GET /v1/event-managements/{id}/hackathons and the answers of its PATCHes. */
export const HackathonSettingsSchema = z.object({
  eventId: z.string(),
  enabled: z.boolean(),
  submissionDeadline: z.string().nullable(),
  /** the event's timezone: the deadline is set on its clock */
  timezone: z.string(),
  tracks: z.array(TrackSchema),
  /** what the host should look at, though nothing was refused: G20410 a deadline before the event starts */
  warnings: z.array(z.object({ code: z.enum(['G20410']), message: z.string() })),
});
export type HackathonSettings = z.infer<typeof HackathonSettingsSchema>;
export type HackathonWarningCode = HackathonSettings['warnings'][number]['code'];

/**
 * GET /v1/events/{id}/hackathon/showcase: what the public event page shows of a hackathon, to
 * anyone who can see the event. `secondsLeft` is counted by the server's clock when it answers
 * (0 once the deadline has passed; null without a deadline), so a visitor's wrong clock shows the
 * right time left. Teams are counted without naming anyone.
 */
export const HackathonShowcaseSchema = z.object({
  eventId: z.string(),
  /** enabled tracks, oldest first */
  tracks: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  submissionDeadline: z.string().nullable(),
  secondsLeft: z.number().int().nullable(),
  teamCount: z.number().int(),
  /** teams that take join requests: any recruit status but TEAM_BUILDING_COMPLETE (as G20401 decides) */
  recruitingTeamCount: z.number().int(),
});
export type HackathonShowcase = z.infer<typeof HackathonShowcaseSchema>;

/** GET /v1/events/{id}/hackathon: what a participant's pages need first. */
export const HackathonOverviewSchema = z.object({
  eventId: z.string(),
  handle: z.string(),
  title: z.string(),
  submissionDeadline: z.string().nullable(),
  /** true once the deadline has passed: deliverables are frozen */
  submissionClosed: z.boolean(),
  /** enabled tracks only */
  tracks: z.array(TrackSchema.omit({ projectCount: true })),
  viewer: z.object({
    /** HOST, CO_HOST, STAFF, or GUEST (an approved registration) */
    role: z.enum(['HOST', 'CO_HOST', 'STAFF', 'GUEST']),
    participationType: z.enum(hackathonParticipationTypes).nullable(),
    /** an approved PARTICIPANT: may create a project and be added to a team */
    isParticipant: z.boolean(),
    hasCard: z.boolean(),
    myProjectId: z.string().nullable(),
  }),
});
export type HackathonOverview = z.infer<typeof HackathonOverviewSchema>;

// ─── Projects ─────────────────────────────────────────────────────────────────────────────────

function uniqueList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item, { error: 'validation.invalid' })
    .max(max, { error: 'validation.tooMany' })
    .refine((items) => new Set(items).size === items.length, { error: 'validation.invalid' });
}

/** Every link optional; an empty value is stored as null. */
export const ProjectLinksSchema = z.object({
  sourceCode: OptionalUrlSchema.default(null),
  demoVideo: OptionalUrlSchema.default(null),
  presentation: OptionalUrlSchema.default(null),
  other: OptionalUrlSchema.default(null),
});
export type ProjectLinks = z.output<typeof ProjectLinksSchema>;

export const ContactChannelSchema = z.object({
  method: z.enum(contactMethods, { error: 'validation.invalid' }),
  value: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(hackathonLimits.contactValue, { error: 'validation.tooLong' }),
});

/** Our own uploaded project thumbnail (POST /v1/events/project-thumbnail answers its URL). */
export const projectThumbnailPattern = /^\/v1\/files\/project-thumbnail\/[A-Za-z0-9_-]{16,64}\.webp$/;

const projectFields = {
  title: displayLine({ error: 'validation.project.titleRequired' })
    .trim()
    .min(1, { error: 'validation.project.titleRequired' })
    .max(hackathonLimits.title, { error: 'validation.titleMaxLength' }),
  teamName: displayLine({ error: 'validation.project.teamNameRequired' })
    .trim()
    .min(1, { error: 'validation.project.teamNameRequired' })
    .max(hackathonLimits.teamName, { error: 'validation.generalTextMaxLength' }),
  trackId: z
    .string({ error: 'validation.project.trackRequired' })
    .trim()
    .min(1, { error: 'validation.project.trackRequired' })
    .max(64),
  /** rich text (HTML), sanitised by the server; empty after sanitising counts as missing */
  description: z
    .string({ error: 'validation.project.descriptionRequired' })
    .min(1, { error: 'validation.project.descriptionRequired' })
    .max(hackathonLimits.description, { error: 'validation.descriptionMaxLength' }),
  summary: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(hackathonLimits.summary, { error: 'validation.project.summaryMaxLength' }),
  keywords: uniqueList(TagSchema, hackathonLimits.keywords),
  thumbnailUrl: z
    .string({ error: 'validation.invalid' })
    .regex(projectThumbnailPattern, { error: 'validation.invalid' })
    .nullable(),
  links: ProjectLinksSchema,
  contact: ContactChannelSchema.nullable(),
  techStack: uniqueList(z.enum(hackathonSkills, { error: 'validation.invalid' }), hackathonSkills.length),
  positions: uniqueList(z.enum(hackathonPositions, { error: 'validation.invalid' }), hackathonPositions.length),
  recruitStatus: z.enum(recruitStatuses, { error: 'validation.invalid' }),
};

/**
 * POST /v1/events/{id}/hackathon/projects. Title, team name, track and description are required,
 * with the spec's messages (title required, team name required, write an introduction, select a track).
 */
export const ProjectFormSchema = z.object({
  ...projectFields,
  summary: projectFields.summary.default(''),
  keywords: projectFields.keywords.default([]),
  thumbnailUrl: projectFields.thumbnailUrl.default(null),
  links: projectFields.links.default({ sourceCode: null, demoVideo: null, presentation: null, other: null }),
  contact: projectFields.contact.default(null),
  techStack: projectFields.techStack.default([]),
  positions: projectFields.positions.default([]),
  recruitStatus: projectFields.recruitStatus.default('MEMBER_FINDING'),
});
export type ProjectForm = z.input<typeof ProjectFormSchema>;
/** PATCH …/projects/{projectId}: any part; what is left out stays as it is. */
export const UpdateProjectSchema = z.object(projectFields).partial();
export type UpdateProject = z.output<typeof UpdateProjectSchema>;

export const ProjectMemberSchema = z.object({
  userId: z.string(),
  handle: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(memberRoles),
  joinedAt: z.string(),
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;

/** A project in the list. */
export const ProjectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  teamName: z.string(),
  track: z.object({ id: z.string(), name: z.string() }),
  summary: z.string(),
  keywords: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
  techStack: z.array(z.enum(hackathonSkills)),
  positions: z.array(z.enum(hackathonPositions)),
  recruitStatus: z.enum(recruitStatuses),
  /** who leads the team, so a card can say whom to ask */
  leader: z.object({ name: z.string(), handle: z.string() }).nullable(),
  memberCount: z.number().int(),
  commentCount: z.number().int(),
  saveCount: z.number().int(),
  /** whether the viewer saved it */
  isSaved: z.boolean(),
  /** whether the viewer is on its team */
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const DeliverableSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** GET this to download it */
  url: z.string(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Deliverable = z.infer<typeof DeliverableSchema>;

/** GET …/projects/{projectId}: everything, with the viewer's rights spelled out for the buttons. */
export const ProjectDetailSchema = ProjectSummarySchema.extend({
  description: z.string(),
  links: z.object({
    sourceCode: z.string().nullable(),
    demoVideo: z.string().nullable(),
    presentation: z.string().nullable(),
    other: z.string().nullable(),
  }),
  contact: z.object({ method: z.enum(contactMethods), value: z.string() }).nullable(),
  members: z.array(ProjectMemberSchema),
  deliverables: z.array(DeliverableSchema),
  viewer: z.object({
    role: z.enum(memberRoles).nullable(),
    canEdit: z.boolean(),
    canManageMembers: z.boolean(),
    /** team members, until the submission deadline */
    canSubmit: z.boolean(),
  }),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

const take = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(hackathonLimits.pageSize.max, { error: 'validation.invalid' })
  .default(hackathonLimits.pageSize.default);

/** A repeated query parameter, or one value. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value]),
    z.array(item).max(50),
  );
}

/**
 * GET /v1/events/{id}/hackathon/projects. Filters repeat (`techStack=GO&techStack=REACT` means
 * either); different filters combine with AND. `search` matches title, team name, summary and keywords.
 */
export const ProjectListQuerySchema = z.object({
  tab: z.enum(projectTabs, { error: 'validation.invalid' }).default('ALL'),
  search: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  trackId: listOf(z.string().max(64)),
  recruitStatus: listOf(z.enum(recruitStatuses, { error: 'validation.invalid' })),
  positions: listOf(z.enum(hackathonPositions, { error: 'validation.invalid' })),
  techStack: listOf(z.enum(hackathonSkills, { error: 'validation.invalid' })),
  take,
  /** the last item's id of the previous page */
  cursorId: z.string().max(64).optional(),
});
export type ProjectListQuery = z.input<typeof ProjectListQuerySchema>;

export const ProjectPageSchema = z.object({
  items: z.array(ProjectSummarySchema),
  hasMore: z.boolean(),
  cursorId: z.string().nullable(),
});
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

/** POST …/projects/{projectId}/members: the person to add, by account id or handle. */
export const AddMemberSchema = z
  .object({ userId: z.string().max(64).optional(), handle: z.string().trim().max(64).optional() })
  .refine((body) => body.userId !== undefined || body.handle !== undefined, { error: 'validation.required', path: ['userId'] });

// ─── Join requests and invitations ──────────────────────────────────────────────────────────

/** REQUEST: a participant asks to join a team. INVITATION: the team's leader asks a participant. */
export const teamRequestKinds = ['REQUEST', 'INVITATION'] as const;
export type TeamRequestKind = (typeof teamRequestKinds)[number];
export const teamRequestStatuses = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type TeamRequestStatus = (typeof teamRequestStatuses)[number];
export const teamRequestLimits = { message: 500 } as const;

const teamRequestMessage = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(teamRequestLimits.message, { error: 'validation.tooLong' })
  .default('');

/** POST …/projects/{projectId}/join-requests: why I would join, and what I would do. */
export const JoinRequestFormSchema = z.object({
  message: teamRequestMessage,
  position: z.enum(hackathonPositions, { error: 'validation.invalid' }).nullable().default(null),
});
export type JoinRequestForm = z.input<typeof JoinRequestFormSchema>;

/** POST …/projects/{projectId}/invitations: the participant, by account id or handle, and a note. */
export const InvitationFormSchema = z
  .object({
    userId: z.string().max(64).optional(),
    handle: z.string().trim().max(64).optional(),
    message: teamRequestMessage,
  })
  .refine((body) => body.userId !== undefined || body.handle !== undefined, { error: 'validation.required', path: ['userId'] });
export type InvitationForm = z.input<typeof InvitationFormSchema>;

export const TeamRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(teamRequestKinds),
  status: z.enum(teamRequestStatuses),
  message: z.string(),
  position: z.enum(hackathonPositions).nullable(),
  project: z.object({ id: z.string(), title: z.string(), teamName: z.string() }),
  /** the person who would join */
  person: z.object({ userId: z.string(), handle: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  /** whether the viewer is the one to accept or decline it (else they may withdraw it) */
  canAnswer: z.boolean(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TeamRequest = z.infer<typeof TeamRequestSchema>;

/** GET …/hackathon/participants: approved participants found by name, handle or organisation. */
export const ParticipantSearchQuerySchema = z.object({
  search: z.string().trim().max(100, { error: 'validation.tooLong' }).default(''),
  take: z.coerce.number().int().min(1).max(20).default(8),
});
export const FoundParticipantSchema = z.object({
  userId: z.string(),
  handle: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** as their card shows it: null when hidden or without a card */
  organization: z.string().nullable(),
  hasTeam: z.boolean(),
});
export type FoundParticipant = z.infer<typeof FoundParticipantSchema>;

// ─── Comments ─────────────────────────────────────────────────────────────────────────────────

export const CommentFormSchema = z.object({
  body: displayBlock({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(hackathonLimits.comment, { error: 'validation.tooLong' }),
});

export const CommentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  author: z.object({ userId: z.string(), handle: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  body: z.string(),
  /** the viewer wrote it */
  isMine: z.boolean(),
  /** the author, or the host team */
  canDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentListQuerySchema = z.object({ take, cursorId: z.string().max(64).optional() });
export const CommentPageSchema = z.object({
  items: z.array(CommentSchema),
  hasMore: z.boolean(),
  cursorId: z.string().nullable(),
});

// ─── Team finding in the lounge ───────────────────────────────────────────────────────────────

/**
 * The lounge's team-finding announcement codes. FC01001: a team found a teammate; FC01002: a team found
 * all its teammates (team building complete); FC02001: how many teams look for members; FC02002:
 * how many teams look for a team to join; FC02003: a team wants these positions; FC02004: how many
 * teams have completed team building.
 */
export const announcementCodes = ['FC01001', 'FC01002', 'FC02001', 'FC02002', 'FC02003', 'FC02004'] as const;
export type AnnouncementCode = (typeof announcementCodes)[number];

export const AnnouncementSchema = z.object({
  id: z.string(),
  code: z.enum(announcementCodes),
  projectId: z.string().nullable(),
  /** what the text is made of: team name, person's name, count, positions */
  params: z.object({
    teamName: z.string().optional(),
    name: z.string().optional(),
    count: z.number().int().optional(),
    positions: z.array(z.enum(hackathonPositions)).optional(),
  }),
  /** the text in both languages */
  text: z.object({ en: z.string(), ko: z.string() }),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementPageSchema = z.object({
  items: z.array(AnnouncementSchema),
  hasMore: z.boolean(),
  cursorId: z.string().nullable(),
});
export const AnnouncementQuerySchema = z.object({ take, cursorId: z.string().max(64).optional() });

/** For You for a participant without a team: projects that fit them, with the reasons. */
export const ProjectRecommendationSchema = z.object({
  project: ProjectSummarySchema,
  score: z.number(),
  reasons: z.array(RecommendationReasonSchema),
});
/** For You for a team: participants without a team who fit it. */
export const MemberRecommendationSchema = z.object({
  card: PersonCardSchema,
  score: z.number(),
  reasons: z.array(RecommendationReasonSchema),
});

/** GET /v1/events/{id}/hackathon/recommendations: which list depends on whether I am on a team. */
export const TeamRecommendationsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PROJECTS'), items: z.array(ProjectRecommendationSchema) }),
  z.object({ kind: z.literal('PARTICIPANTS'), projectId: z.string(), items: z.array(MemberRecommendationSchema) }),
]);
export type TeamRecommendations = z.infer<typeof TeamRecommendationsSchema>;

export const TeamRecommendationsQuerySchema = z.object({ take });
