// What a community's owner and managers write to its members: the same message, schedule and
// history as an event's announcements, with an audience of member types.
import { z } from 'zod';
import { AnnouncementMessageSchema, AnnouncementSchema } from './announcements.ts';
import { DateTimeSchema } from './events.ts';

/** Who receives it: approved members of any of these member types (join types); all members when omitted. */
export const CommunityAudienceSchema = z.strictObject({
  joinTypeIds: z
    .array(z.string({ error: 'validation.invalid' }).max(64))
    .min(1, { error: 'validation.required' })
    .max(50)
    .optional(),
});
export type CommunityAudience = z.output<typeof CommunityAudienceSchema>;

/** POST /v1/communities/{id}/announcements: `sendAt` omitted sends now. */
export const CreateCommunityAnnouncementSchema = AnnouncementMessageSchema.extend({
  audience: CommunityAudienceSchema.prefault({}),
  sendAt: DateTimeSchema.optional(),
});
export type CreateCommunityAnnouncementInput = z.input<typeof CreateCommunityAnnouncementSchema>;

/** POST …/announcements/audience: how many members the audience reaches now. */
export const CommunityAudienceCountQuerySchema = z.strictObject({ audience: CommunityAudienceSchema.prefault({}) });

/** One announcement in the community console's history. */
export const CommunityAnnouncementSchema = AnnouncementSchema.extend({ audience: CommunityAudienceSchema });
export type CommunityAnnouncement = z.infer<typeof CommunityAnnouncementSchema>;

/** A community has no time zone of its own: its schedule and daily cap are in UTC. */
export const COMMUNITY_ANNOUNCEMENT_TIMEZONE = 'UTC';
