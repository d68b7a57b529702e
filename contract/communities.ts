// Communities (docs/communities.md): member-only groups on their own
// subdomain. Join types name the member types in the community's words; each asks a profile form
// made with the registration form builder's question kinds and answered by its rules.
import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { displayLine } from './display-text.ts';
import { UrlSchema } from './users.ts';
import {
  QuestionSchema,
  questionKinds,
  questionRequirements,
  registrationLimits,
  AnswerInputSchema,
  ChoiceInputSchema,
  QuestionSnapshotSchema,
  type QuestionSnapshot,
} from './registrations.ts';

export const communityRoles = ['OWNER', 'MANAGER', 'MEMBER'] as const;
export type CommunityRole = (typeof communityRoles)[number];
/** Managers and the owner run the community console. */
export const communityManagerRoles = ['OWNER', 'MANAGER'] as const satisfies readonly CommunityRole[];

export const communityStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type CommunityStatus = (typeof communityStatuses)[number];

/** What GET /v1/communities/{id}/me says about the caller. */
export const membershipStates = ['NONE', 'PENDING', 'APPROVED', 'REJECTED', 'BARRED'] as const;
export type MembershipState = (typeof membershipStates)[number];

export const communityLimits = {
  name: 60,
  description: 20_000,
  joinTypeName: 40,
  joinTypeDescription: 300,
  joinTypes: 10,
  formTitle: 100,
  barredEntries: 5000,
  allowedEntries: 1000,
  take: 50,
  search: 100,
  /** applicants are told approval usually comes within this many hours */
  approvalEstimateHours: 24,
  /** seconds GET /v1/communities/info may be cached */
  infoFreshSeconds: 30,
  /** FILE answers one person may upload a minute */
  fileUploadsPerMinute: 20,
} as const;

/** Names a community site can never take: they are the product's own hosts. */
export const reservedCommunityHandles = [
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'smtp',
  'static',
  'assets',
  'cdn',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'auth',
  'login',
  'dev',
  'staging',
  'test',
  'moim',
  'events',
  'communities',
  'community',
  'dashboard',
  'console',
] as const;

const HANDLE_SHAPE = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;

/** A subdomain-safe handle: lower-cased, 3–30 letters, digits and inner hyphens, not reserved. */
export const CommunityHandleSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .toLowerCase()
  .regex(HANDLE_SHAPE, { error: 'validation.communityHandleShape' })
  .refine((handle) => !handle.includes('--'), { error: 'validation.communityHandleShape' })
  .refine((handle) => !(reservedCommunityHandles as readonly string[]).includes(handle), {
    error: 'validation.communityHandleReserved',
  });

export const isCommunityHandle = (value: string) => CommunityHandleSchema.safeParse(value).success;

const text = (max: number) => z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'validation.tooLong' });
const requiredText = (max: number) => text(max).min(1, { error: 'validation.required' });
const CommunityNameSchema = displayLine({ error: 'validation.invalid' })
  .trim()
  .max(communityLimits.name, { error: 'validation.tooLong' })
  .min(1, { error: 'validation.required' });

/** Images uploaded through POST /v1/communities/images (or any stored image). */
export const CommunityImageUrlSchema = z
  .string({ error: 'validation.invalid' })
  .regex(/^\/v1\/files\/(community-favicon|community-banner|cover)\/[A-Za-z0-9_-]{16,64}\.webp$/, {
    error: 'validation.invalid',
  });

// ─── Reading ──────────────────────────────────────────────────────────────────────────────────

export const JoinTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  profileFormId: z.string(),
});
export type JoinType = z.infer<typeof JoinTypeSchema>;

/** GET /v1/communities/info?org= : what anyone may know, enough to draw the community's site. */
export const CommunityInfoSchema = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  /** sanitised HTML */
  description: z.string(),
  favicon: z.string().nullable(),
  banner: z.string().nullable(),
  /** the community's site, e.g. http://acme.localhost:3000 */
  origin: z.string(),
  joinTypes: z.array(JoinTypeSchema),
  /** approved members, the owner included: the about page shows it to everyone */
  memberCount: z.number().int(),
});
export type CommunityInfo = z.infer<typeof CommunityInfoSchema>;
export const CommunityInfoQuerySchema = z.object({ org: z.string({ error: 'validation.required' }).max(64) });

/** GET /v1/communities/{id}/me */
export const MyMembershipSchema = z.object({
  communityId: z.string(),
  state: z.enum(membershipStates),
  /** only when APPROVED */
  role: z.enum(communityRoles).nullable(),
  joinTypeId: z.string().nullable(),
  appliedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** hours an application usually waits */
  approvalEstimateHours: z.number(),
});
export type MyMembership = z.infer<typeof MyMembershipSchema>;

/** GET /v1/communities/{id}/profile-forms/{formId} */
export const ProfileFormSchema = z.object({
  id: z.string(),
  communityId: z.string(),
  title: z.string(),
  /** in order; PAGE_BREAK splits the form into steps (Back, Next, Submit) */
  questions: z.array(QuestionSchema),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** The apply form: a join type's profile form and, for a signed-in person, what their profile answers already (by question id). */
export const ApplyFormSchema = ProfileFormSchema.extend({ prefill: z.record(z.string(), z.unknown()) });
export type ApplyForm = z.infer<typeof ApplyFormSchema>;

// ─── Applying ─────────────────────────────────────────────────────────────────────────────────

/** POST /v1/communities/{id}/members */
export const ApplySchema = z.object({
  joinTypeId: z.string({ error: 'validation.required' }).max(64),
  answers: z.array(AnswerInputSchema, { error: 'validation.invalid' }).max(registrationLimits.questionsPerForm).default([]),
});
export type ApplyInput = z.input<typeof ApplySchema>;

/** An answer as stored with the application: the question as it was. */
export const StoredAnswerSchema = z.object({ questionId: z.string(), question: QuestionSnapshotSchema, value: z.unknown() });
export type StoredAnswer = { questionId: string; question: QuestionSnapshot; value: unknown };

/** POST /v1/communities/{id}/members answers the caller's new state: PENDING, or APPROVED when allow-listed. */
export const ApplicationResultSchema = MyMembershipSchema;

// ─── My communities (main host) ───────────────────────────────────────────────────────────────

export const MyCommunitiesFilterSchema = z
  .object({ role: z.enum(communityRoles).optional(), status: z.enum(communityStatuses).optional() })
  .strict();

const jsonFilter = z
  .string()
  .max(200)
  .optional()
  .transform((value, ctx) => {
    if (!value) return {};
    try {
      const parsed = MyCommunitiesFilterSchema.safeParse(JSON.parse(value));
      if (parsed.success) return parsed.data;
    } catch {
      // answered below
    }
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  });

const take = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(communityLimits.take).default(20);

/** GET /v1/me/communities?take&search&cursorId&filter={"role":"OWNER"} */
export const MyCommunitiesQuerySchema = z.object({
  take,
  search: text(communityLimits.search).optional(),
  cursorId: z.string().max(64).optional(),
  filter: jsonFilter,
});

export const MyCommunitySchema = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  favicon: z.string().nullable(),
  banner: z.string().nullable(),
  /** the community's site */
  url: z.string(),
  role: z.enum(communityRoles),
  status: z.enum(communityStatuses),
  appliedAt: z.string(),
});
export type MyCommunity = z.infer<typeof MyCommunitySchema>;
export const MyCommunityPageSchema = z.object({
  items: z.array(MyCommunitySchema),
  hasMore: z.boolean(),
  cursorId: z.string().nullable(),
});

// ─── The console (owners and managers) ────────────────────────────────────────────────────────

/** A question as the console sends it: an existing id keeps the question (and its choices' ids). */
export const ProfileQuestionInputSchema = z.object({
  id: z.string().max(64).optional(),
  kind: z.enum(questionKinds, { error: 'validation.invalid' }),
  requirement: z.enum(questionRequirements, { error: 'validation.invalid' }).default('OPTIONAL'),
  title: text(registrationLimits.questionTitle).default(''),
  description: text(registrationLimits.questionDescription).default(''),
  choices: z.array(ChoiceInputSchema).max(registrationLimits.choices, { error: 'validation.invalid' }).default([]),
  allowOther: z.boolean({ error: 'validation.invalid' }).default(false),
  content: text(registrationLimits.termsContent).nullable().default(null),
  url: UrlSchema.nullable().default(null),
});

/** PUT /v1/communities/{id}/profile-forms/{formId}: the form's title and its questions, in order. */
export const ProfileFormInputSchema = z.object({
  title: text(communityLimits.formTitle).default(''),
  questions: z
    .array(ProfileQuestionInputSchema, { error: 'validation.invalid' })
    .max(registrationLimits.questionsPerForm, { error: 'validation.invalid' })
    .default([]),
});
export type ProfileFormInput = z.input<typeof ProfileFormInputSchema>;

/** POST /v1/communities/{id}/join-types (a new empty profile form comes with it); PATCH takes any field. */
export const JoinTypeInputSchema = z.object({
  name: requiredText(communityLimits.joinTypeName),
  description: text(communityLimits.joinTypeDescription).default(''),
});
export const JoinTypePatchSchema = z.object({
  name: requiredText(communityLimits.joinTypeName).optional(),
  description: text(communityLimits.joinTypeDescription).optional(),
  position: z.number().int().min(0).max(1000).optional(),
});

const descriptionSchema = z
  .string({ error: 'validation.invalid' })
  .max(communityLimits.description, { error: 'validation.descriptionMaxLength' });

/** POST /v1/communities (PRO): the community, and optionally its first join types. */
export const CreateCommunitySchema = z.object({
  handle: CommunityHandleSchema,
  name: CommunityNameSchema,
  description: descriptionSchema.default(''),
  favicon: CommunityImageUrlSchema.nullable().default(null),
  banner: CommunityImageUrlSchema.nullable().default(null),
  joinTypes: z.array(JoinTypeInputSchema).max(communityLimits.joinTypes, { error: 'validation.invalid' }).default([]),
});
export type CreateCommunityInput = z.input<typeof CreateCommunitySchema>;

/** PATCH /v1/communities/{id}: settings. The handle is the site's address and does not change. */
export const UpdateCommunitySchema = z.object({
  name: CommunityNameSchema.optional(),
  description: descriptionSchema.optional(),
  favicon: CommunityImageUrlSchema.nullable().optional(),
  banner: CommunityImageUrlSchema.nullable().optional(),
});

/** The console's view of the community: info plus every join type, archived ones too. */
export const ManagedCommunitySchema = CommunityInfoSchema.extend({
  myRole: z.enum(communityManagerRoles),
  createdAt: z.string(),
});

const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});

/** GET /v1/communities/{id}/applicants and …/console/members */
export const ConsoleMemberSchema = z.object({
  user: personSchema,
  role: z.enum(communityRoles),
  status: z.enum(communityStatuses),
  joinType: z.object({ id: z.string(), name: z.string() }).nullable(),
  answers: z.array(StoredAnswerSchema.extend({ text: z.string() })),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ConsoleMember = z.infer<typeof ConsoleMemberSchema>;
export const ConsoleMemberPageSchema = z.object({
  items: z.array(ConsoleMemberSchema),
  hasMore: z.boolean(),
  cursorId: z.string().nullable(),
});

export const ApplicantsQuerySchema = z.object({
  status: z.enum(['PENDING', 'REJECTED'], { error: 'validation.invalid' }).default('PENDING'),
  take,
  cursorId: z.string().max(64).optional(),
});
export const ConsoleMembersQuerySchema = z.object({
  role: z.enum(communityRoles, { error: 'validation.invalid' }).optional(),
  search: text(communityLimits.search).optional(),
  take,
  cursorId: z.string().max(64).optional(),
});

/** PATCH …/members/{userId}/role: the owner is never changed here (exactly one owner). */
export const ChangeRoleSchema = z.object({ role: z.enum(['MANAGER', 'MEMBER'], { error: 'validation.invalid' }) });

/** POST …/console/owner: the approved member or manager who becomes the owner */
export const TransferOwnershipSchema = z.object({
  userId: z.string({ error: 'validation.invalid' }).max(64, { error: 'validation.invalid' }),
});

/** POST …/barred */
export const BarSchema = z.object({ email: EmailSchema });
export const BarredEntrySchema = z.object({ email: z.string(), createdAt: z.string() });

const DOMAIN_SHAPE = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** POST …/allowed: an address ("ana@acme.com") or a domain ("acme.com", "@acme.com" too). */
export const AllowSchema = z.object({
  entry: z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'validation.tooLong' })
    .transform((value) => value.replace(/^@/, ''))
    .refine((value) => (value.includes('@') ? EmailSchema.safeParse(value).success : DOMAIN_SHAPE.test(value)), {
      error: 'validation.invalid',
    }),
});
export const AllowedEntrySchema = z.object({ entry: z.string(), kind: z.enum(['EMAIL', 'DOMAIN']), createdAt: z.string() });
