import { z } from 'zod';
import {
  AudienceCountSchema,
  MuteSettingSchema,
  ReceivedAnnouncementsSchema,
  TestAnnouncementSchema,
} from '../../announcements.ts';
import {
  CommunityAnnouncementSchema,
  CommunityAudienceCountQuerySchema,
  CreateCommunityAnnouncementSchema,
} from '../../community-announcements.ts';
import { endpoint } from '../../endpoint.ts';
import { communityAnnouncementParams, communityParams, communitySenderAccess } from './shared.ts';

const tags = ['community announcements'];

/** How many members an audience reaches now. */
export const countCommunityAnnouncementAudience = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/announcements/audience',
  params: communityParams,
  body: CommunityAudienceCountQuerySchema,
  responses: { 200: z.object({ data: AudienceCountSchema }) },
  errors: ['G04013', 'G01033', 'G20623'],
  tags,
  description:
    'How many approved members the audience reaches now: members of any of `joinTypeIds` (all members when omitted), less ' +
    `the addresses that muted the community. A member type of another community: 400 G20623. ${communitySenderAccess}`,
});

/** The message as it would go out, to the sender alone. */
export const sendTestCommunityAnnouncement = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/announcements/test',
  params: communityParams,
  body: TestAnnouncementSchema,
  responses: { 202: z.object({ data: z.object({ to: z.string() }) }) },
  errors: ['G04013', 'G01033', 'G20601'],
  tags,
  description:
    "Mails the message to the sender's own address, in the sender's language when both are written, marked as a test. " +
    `Neither language complete: G20601. ${communitySenderAccess}`,
});

/** Sends an announcement to the members now, or schedules it. */
export const createCommunityAnnouncement = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/announcements',
  params: communityParams,
  body: CreateCommunityAnnouncementSchema,
  responses: { 201: z.object({ data: CommunityAnnouncementSchema }) },
  errors: ['G04013', 'G01033', 'G20601', 'G20602', 'G20620', 'G20622', 'G20623'],
  tags,
  description:
    'A subject and a body (sanitised rich text) in `en`, `ko` or both (neither complete: G20601); each member gets their ' +
    "account's language when both are written. `sendAt` (with an offset) schedules it, from now up to a year ahead (G20602); " +
    'omitted, it goes now. Recipients are chosen when it starts: approved members only; sent now to an audience nobody matches: ' +
    'G20622. At most 5 a community a day, counted on the day of sendAt in UTC; cancelled ones do not count: 429 G20620. ' +
    communitySenderAccess,
});

/** The community's announcements, newest first, with their counts. */
export const listCommunityAnnouncements = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/announcements/history',
  params: communityParams,
  responses: { 200: z.object({ data: z.object({ items: z.array(CommunityAnnouncementSchema) }) }) },
  errors: ['G04013', 'G01033'],
  tags,
  description:
    'The history: each announcement with its member types, status, time (UTC), recipients so far and how many mails were ' +
    `sent and failed (failed ones are retried). ${communitySenderAccess}`,
});

/** Cancels a scheduled announcement before it starts. */
export const cancelCommunityAnnouncement = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/announcements/:announcementId/cancel',
  params: communityAnnouncementParams,
  responses: { 200: z.object({ data: CommunityAnnouncementSchema }) },
  errors: ['G04013', 'G01033', 'G20604', 'G20621'],
  tags,
  description:
    "A scheduled announcement that has not started: cancelled, and its place in the day's cap given back. Started or sent: " +
    `409 G20604. Another community's or an unknown id: 404 G20621. ${communitySenderAccess}`,
});

/** The announcements that reached the signed-in member. */
export const listReceivedCommunityAnnouncements = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/announcements',
  params: communityParams,
  responses: { 200: z.object({ data: ReceivedAnnouncementsSchema }) },
  errors: ['G04013', 'G01030', 'G01031'],
  tags,
  description:
    "The community's announcements sent to the signed-in member, newest first, in the language they were mailed in, and " +
    'whether the member muted the community. Sign-in required (401 G01001); approved members only (403 G01030, an applicant ' +
    'G01031); an unknown community: 404 G04013.',
});

/** A signed-in member mutes or unmutes the community's announcements. */
export const setCommunityAnnouncementMute = endpoint({
  method: 'PUT',
  path: '/v1/communities/:id/announcements/mute',
  params: communityParams,
  body: MuteSettingSchema,
  responses: { 200: z.object({ data: z.object({ muted: z.boolean() }) }) },
  errors: ['G04013', 'G01030', 'G01031'],
  tags,
  description:
    "Mutes (or unmutes) this community's announcements for the signed-in member's address; its events' announcements and " +
    'the mails a member needs (codes, membership decisions) still go. Sign-in required (401 G01001); approved members only ' +
    '(403 G01030, an applicant G01031); an unknown community: 404 G04013.',
});
