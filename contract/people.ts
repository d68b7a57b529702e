// The people layer shared by the event lounge, hackathons and communities: a person's card with
// per-field visibility, saved people (likes), coffee-chat requests and recommendations with their
// reasons. Spaces (an event, later a community) decide who may see whom; these shapes do not.
import { z } from 'zod';
import { cardFields, cardInputKeys, cardInputShape, cardValueKeys, optionalOutputShape, outputShape } from './profile-fields.ts';
import { hackathonParticipationTypes, hackathonPositions, hackathonSkills, NameSchema } from './users.ts';

// The card's fields are the profile's (contract/profile-fields.ts); these names stay for their importers.
export { cardFields, defaultHiddenCardFields, type CardField } from './profile-fields.ts';
export const CardFieldSchema = z.enum(cardFields, { error: 'validation.invalid' });

/** Who someone is, and whom they want to meet (the For You "offers and seeks" match). */
export const networkingRoles = [...hackathonPositions, 'FOUNDER', 'INVESTOR', 'MENTOR', 'RECRUITER', 'JOB_SEEKER'] as const;
export type NetworkingRole = (typeof networkingRoles)[number];
export const NetworkingRoleSchema = z.enum(networkingRoles, { error: 'validation.invalid' });

/** `contactRequestsPerDay`: per requester, per event, per UTC day. */
export const cardLimits = {
  roles: 3,
  seeking: 5,
  seekingSkills: 10,
  message: 500,
  contact: 200,
  contactRequestsPerDay: 20,
} as const;

function uniqueList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item, { error: 'validation.invalid' })
    .max(max, { error: 'validation.tooMany' })
    .refine((items) => new Set(items).size === items.length, { error: 'validation.invalid' });
}

/**
 * POST /v1/me/profile-card (all of it) and PATCH /v1/me/profile-card (any part). The profile values
 * are written to the person's one profile; roles, seeking and visibility belong to the card.
 * A duplicate tag answers G20011.
 */
export const ProfileCardFormSchema = z.object({
  name: NameSchema,
  ...cardInputShape(cardInputKeys),
  roles: uniqueList(NetworkingRoleSchema, cardLimits.roles),
  seeking: uniqueList(NetworkingRoleSchema, cardLimits.seeking),
  seekingSkills: uniqueList(z.enum(hackathonSkills, { error: 'validation.invalid' }), cardLimits.seekingSkills),
  hiddenFields: uniqueList(CardFieldSchema, cardFields.length),
});
export type ProfileCardForm = z.input<typeof ProfileCardFormSchema>;
export const UpdateProfileCardSchema = ProfileCardFormSchema.partial();

/** Every card field with its value. */
const cardValues = outputShape(cardValueKeys);

const cardIdentity = {
  userId: z.string(),
  handle: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  roles: z.array(NetworkingRoleSchema),
  seeking: z.array(NetworkingRoleSchema),
  seekingSkills: z.array(z.enum(hackathonSkills)),
};

/**
 * A card as another person sees it: a hidden field is absent (the key is left out), never null.
 * `participationType` is the hackathon registration's, when the space is a hackathon.
 */
export const PersonCardSchema = z.object({
  ...cardIdentity,
  ...optionalOutputShape(cardValueKeys),
  participationType: z.enum(hackathonParticipationTypes).nullable(),
  /** whether the viewer has saved this person */
  isSaved: z.boolean(),
});
export type PersonCard = z.infer<typeof PersonCardSchema>;

/** GET /v1/me/profile-card: my own card, every value, with what I hide. */
export const MyCardSchema = z.object({
  ...cardIdentity,
  ...cardValues,
  hiddenFields: z.array(CardFieldSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyCard = z.infer<typeof MyCardSchema>;

/** GET /v1/me/profile-card/draft?eventId=: the form pre-filled from the profile and the event's answers. */
export const ProfileCardDraftSchema = z.object({
  name: z.string(),
  ...cardValues,
  roles: z.array(NetworkingRoleSchema),
  seeking: z.array(NetworkingRoleSchema),
  seekingSkills: z.array(z.enum(hackathonSkills)),
  hiddenFields: z.array(CardFieldSchema),
  /** which values came from the event's registration answers rather than the profile */
  fromRegistration: z.array(CardFieldSchema.or(z.literal('name'))),
});
export type ProfileCardDraft = z.infer<typeof ProfileCardDraftSchema>;

/** POST /v1/me/fields/{fieldId}/show and /hide answer with the card's hidden fields. */
export const CardVisibilitySchema = z.object({ hiddenFields: z.array(CardFieldSchema) });

/** Why two people fit, as data the browser words ("You both list React and Go", "2 events in common"). */
export const RecommendationReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SHARED_SKILLS'), skills: z.array(z.enum(hackathonSkills)) }),
  z.object({ kind: z.literal('SHARED_TAGS'), tags: z.array(z.string()) }),
  z.object({ kind: z.literal('SAME_INDUSTRY'), industry: z.string() }),
  /** they are what I seek */
  z.object({
    kind: z.literal('OFFERS_WHAT_YOU_SEEK'),
    roles: z.array(NetworkingRoleSchema),
    skills: z.array(z.enum(hackathonSkills)),
  }),
  /** I am what they seek */
  z.object({
    kind: z.literal('SEEKS_WHAT_YOU_OFFER'),
    roles: z.array(NetworkingRoleSchema),
    skills: z.array(z.enum(hackathonSkills)),
  }),
  z.object({ kind: z.literal('MUTUAL_EVENTS'), count: z.number().int() }),
]);
export type RecommendationReason = z.infer<typeof RecommendationReasonSchema>;

export const RecommendationSchema = z.object({
  card: PersonCardSchema,
  score: z.number(),
  reasons: z.array(RecommendationReasonSchema),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** Coffee chat: the channel the requester shares, and the value they share on it. */
export const coffeeChatChannels = ['LINKEDIN', 'INSTAGRAM', 'OTHERS', 'EMAIL'] as const;
export type CoffeeChatChannel = (typeof coffeeChatChannels)[number];
/** How a hackathon team can be contacted. */
export const contactMethods = ['EMAIL', 'KAKAOTALK', 'TELEGRAM'] as const;
export type ContactMethod = (typeof contactMethods)[number];

export const contactRequestStatuses = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

/** POST …/users/{userId}/contacts */
export const ContactRequestFormSchema = z.object({
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(cardLimits.message, { error: 'validation.introductionMaxLength' }),
  channel: z.enum(coffeeChatChannels, { error: 'validation.invalid' }),
  /** what the receiver should use: an address, a profile URL, a messenger id */
  contact: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(cardLimits.contact, { error: 'validation.tooLong' }),
});
export type ContactRequestForm = z.input<typeof ContactRequestFormSchema>;

/** POST …/contacts/{requestId}/accept: how the requester may reach the receiver who accepts. */
export const ContactReplySchema = ContactRequestFormSchema.pick({ channel: true, contact: true });
export type ContactReply = z.input<typeof ContactReplySchema>;

export const ContactRequestSchema = z.object({
  id: z.string(),
  /** the other person (the receiver in "sent", the requester in "received") */
  person: PersonCardSchema,
  direction: z.enum(['SENT', 'RECEIVED']),
  message: z.string(),
  /**
   * The other person's contact, never my own: in "received" the requester's; in "sent" the one the
   * receiver chose when accepting (null until then).
   */
  channel: z.enum(coffeeChatChannels).nullable(),
  contact: z.string().nullable(),
  status: z.enum(contactRequestStatuses),
  createdAt: z.string(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** POST …/contacts/{requestId}/accept and /decline, by the receiver. */
export const ContactRequestDecisionSchema = z.object({ status: z.enum(['ACCEPTED', 'DECLINED']) });

export const MutualEventSchema = z.object({ id: z.string(), handle: z.string(), title: z.string(), startsAt: z.string() });
export type MutualEvent = z.infer<typeof MutualEventSchema>;
