// A community's people and events (docs/community-members.md): the member
// directory with its tabs, a member's page, the member's own community profile with per-field
// visibility, curated lists of members, and the community's events. Cards, likes, coffee chats and
// For You are the people layer's (contract/people.ts); the community decides who is in.
import { z } from 'zod';
import { communityRoles } from './communities.ts';
import { CreateEventSchema } from './events.ts';
import { EventListTabs, EventSummarySchema, pageOf } from './event-views.ts';
import { questionKinds } from './registrations.ts';
import {
  CardFieldSchema,
  MyCardSchema,
  PersonCardSchema,
  ProfileCardDraftSchema,
  RecommendationSchema,
  UpdateProfileCardSchema,
} from './people.ts';
import { limits } from './users.ts';

export const communityPeopleLimits = {
  take: { default: 20, max: 50 },
  curationTitle: 60,
  curationNote: 500,
  curationMembers: 50,
} as const;

const take = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(communityPeopleLimits.take.max, { error: 'validation.invalid' })
  .default(communityPeopleLimits.take.default);

/** A repeated query parameter, or one value. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value]),
    z.array(item).max(50),
  );
}

/** The Members tabs that list: All and Saved (Recommended has its own call). Either case is accepted. */
export const memberListTabs = ['ALL', 'SAVED'] as const;

/**
 * GET /v1/communities/{id}/members: `tab` all|saved, `search` (name, and organization and tags where
 * shown), `filters[memberType]` (a join type id; repeat for either), `take` ≤ 50, `cursorId` (the
 * last item's userId).
 */
export const MemberListQuerySchema = z.object({
  tab: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.toUpperCase() : value),
      z.enum(memberListTabs, { error: 'validation.invalid' }),
    )
    .default('ALL'),
  search: z
    .string()
    .trim()
    .max(limits.generalText * 2, { error: 'validation.tooLong' })
    .optional(),
  'filters[memberType]': listOf(z.string().max(64)),
  take,
  cursorId: z.string().max(64).optional(),
});
export type MemberListQuery = z.input<typeof MemberListQuerySchema>;

/** The join type a member joined by, in the community's words. */
export const MemberTypeSchema = z.object({ id: z.string(), name: z.string() });

/** A member as other members see them: the card (hidden fields absent) and their place in the community. */
export const CommunityMemberCardSchema = PersonCardSchema.extend({
  communityRole: z.enum(communityRoles),
  memberType: MemberTypeSchema.nullable(),
  joinedAt: z.string(),
});
export type CommunityMemberCard = z.infer<typeof CommunityMemberCardSchema>;

export const MemberPageSchema = pageOf(CommunityMemberCardSchema);
export type MemberPage = z.infer<typeof MemberPageSchema>;

/** GET /v1/communities/{id}/members/recommendations: For You, best first, with the reasons as data. */
export const MemberRecommendationSchema = RecommendationSchema.extend({ card: CommunityMemberCardSchema });
export const MemberRecommendationPageSchema = pageOf(MemberRecommendationSchema);
export const MemberRecommendationsQuerySchema = z.object({ take, cursorId: z.string().max(64).optional() });

/** One answer to the community's profile form, as another member sees it (only those shown). */
export const VisibleAnswerSchema = z.object({
  questionId: z.string(),
  title: z.string(),
  kind: z.enum(questionKinds),
  text: z.string(),
});
export type VisibleAnswer = z.infer<typeof VisibleAnswerSchema>;

/** GET /v1/communities/{id}/members/profile?handle= */
export const MemberProfileSchema = CommunityMemberCardSchema.extend({ answers: z.array(VisibleAnswerSchema) });
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** One of my answers, with whether other members see it. */
export const MyAnswerSchema = VisibleAnswerSchema.extend({ value: z.unknown(), hidden: z.boolean() });

/**
 * GET/PATCH /v1/communities/{id}/me/profile: my card (null until I make one; PATCH makes it from my
 * profile), how other members see it, and my answers to the community's profile form with each
 * one's visibility. Card fields' visibility is my one card's (docs/decisions/016).
 */
export const CommunityProfileSchema = z.object({
  communityId: z.string(),
  communityRole: z.enum(communityRoles),
  memberType: MemberTypeSchema.nullable(),
  joinedAt: z.string(),
  card: MyCardSchema.nullable(),
  /** my card as other members of this community see it; null without a card */
  asOthersSee: MemberProfileSchema.nullable(),
  /**
   * without a card, the one PATCH would make: my profile's values, and where it is empty my
   * application's answers (listed in `fromRegistration`); null once I have a card
   */
  draft: ProfileCardDraftSchema.nullable(),
  answers: z.array(MyAnswerSchema),
});
export type CommunityProfile = z.infer<typeof CommunityProfileSchema>;

/** PATCH /v1/communities/{id}/me/profile: any part of the card form (the values go to my one profile). */
export const UpdateCommunityProfileSchema = UpdateProfileCardSchema;

/** POST /v1/communities/{id}/me/fields/{fieldId}/show|hide: a card field, or a profile-form question id. */
export const FieldVisibilitySchema = z.object({ hiddenFields: z.array(CardFieldSchema), hiddenQuestionIds: z.array(z.string()) });
export type FieldVisibility = z.infer<typeof FieldVisibilitySchema>;

// ─── Curations ────────────────────────────────────────────────────────────────────────────────

/** POST …/members/curations (all of it) and PATCH …/members/curations/{curationId} (any part). */
export const CurationFormSchema = z.object({
  title: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(communityPeopleLimits.curationTitle, { error: 'validation.tooLong' }),
  note: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(communityPeopleLimits.curationNote, { error: 'validation.tooLong' })
    .default(''),
  /** approved members, in the order shown; each once */
  memberIds: z
    .array(z.string().max(64), { error: 'validation.invalid' })
    .min(1, { error: 'validation.required' })
    .max(communityPeopleLimits.curationMembers, { error: 'validation.tooMany' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
});
export type CurationForm = z.input<typeof CurationFormSchema>;
export const UpdateCurationSchema = z.object({
  title: CurationFormSchema.shape.title.optional(),
  note: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(communityPeopleLimits.curationNote, { error: 'validation.tooLong' })
    .optional(),
  memberIds: CurationFormSchema.shape.memberIds.optional(),
});

/** A curated list: its members in order, as members see them (those who left or have no card are not shown). */
export const CurationSchema = z.object({
  id: z.string(),
  title: z.string(),
  note: z.string(),
  members: z.array(CommunityMemberCardSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Curation = z.infer<typeof CurationSchema>;

// ─── Events ───────────────────────────────────────────────────────────────────────────────────

/** POST /v1/communities/{id}/events: the event form; visibility PUBLIC, MEMBER_ONLY or SECRET. */
export const CreateCommunityEventSchema = CreateEventSchema;

/** GET /v1/communities/{id}/events and …/me/events: upcoming (soonest first) or past (latest first). */
export const CommunityEventListQuerySchema = z.object({
  tab: z.enum(EventListTabs, { error: 'validation.invalid' }).default('upcoming'),
  take,
  cursorId: z.string().max(64).optional(),
});
export const CommunityEventPageSchema = pageOf(EventSummarySchema);
