// The event's networking lounge: who is in it, the list with its tabs, search and filters
// (docs/lounge.md describes each answer; the endpoints are in contract/endpoints/people/lounge.ts).
import { z } from 'zod';
import { PersonCardSchema, RecommendationSchema } from './people.ts';
import { hackathonParticipationTypes, hackathonSkills, limits, yearsOfExperienceOptions } from './users.ts';

/** The lounge's tabs; For You and My Card have their own calls. */
export const loungeTabs = ['ALL', 'FOR_YOU', 'SAVED', 'MY_CARD'] as const;
export type LoungeTab = (typeof loungeTabs)[number];

export const loungePageSize = { default: 20, max: 50 } as const;

/** Who is looking: the host team, or an approved guest. */
export const loungeViewerRoles = ['HOST', 'CO_HOST', 'STAFF', 'GUEST'] as const;

/** GET /v1/events/{id}/lounge: the header and door of the lounge (404 G04002 for anyone not let in). */
export const LoungeSchema = z.object({
  eventId: z.string(),
  handle: z.string(),
  title: z.string(),
  isHackathon: z.boolean(),
  viewerRole: z.enum(loungeViewerRoles),
  hasCard: z.boolean(),
  /** people in the lounge with a card */
  cardCount: z.number().int(),
});
export type Lounge = z.infer<typeof LoungeSchema>;

const take = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(loungePageSize.max, { error: 'validation.invalid' })
  .default(loungePageSize.default);

/** A repeated query parameter, or one value. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value]),
    z.array(item).max(50),
  );
}

/**
 * GET /v1/events/{id}/participants: tab ALL or SAVED. `search` matches name, organization and tags
 * (hidden fields never match). Filters repeat: `skills=GO&skills=REACT` means either.
 */
export const LoungeListQuerySchema = z.object({
  tab: z.enum(['ALL', 'SAVED'], { error: 'validation.invalid' }).default('ALL'),
  search: z
    .string()
    .trim()
    .max(limits.generalText * 2, { error: 'validation.tooLong' })
    .optional(),
  participationType: listOf(z.enum(hackathonParticipationTypes, { error: 'validation.invalid' })),
  industry: listOf(z.string().trim().max(limits.generalText)),
  skills: listOf(z.enum(hackathonSkills, { error: 'validation.invalid' })),
  yearsOfExperience: listOf(z.enum(yearsOfExperienceOptions, { error: 'validation.invalid' })),
  take,
  /** the last item's userId of the previous page */
  cursorId: z.string().max(64).optional(),
});
export type LoungeListQuery = z.input<typeof LoungeListQuerySchema>;

export const LoungePageSchema = z.object({
  items: z.array(PersonCardSchema),
  hasMore: z.boolean(),
  cursorId: z.string().nullable(),
});
export type LoungePage = z.infer<typeof LoungePageSchema>;

/** GET /v1/events/{id}/participants/recommendations: For You, best first. */
export const RecommendationsQuerySchema = z.object({ take, cursorId: z.string().max(64).optional() });
export const RecommendationPageSchema = z.object({
  items: z.array(RecommendationSchema),
  hasMore: z.boolean(),
  cursorId: z.string().nullable(),
});
export type RecommendationPage = z.infer<typeof RecommendationPageSchema>;

export const ContactListQuerySchema = z.object({
  direction: z.enum(['RECEIVED', 'SENT'], { error: 'validation.invalid' }).default('RECEIVED'),
  take,
  cursorId: z.string().max(64).optional(),
});
