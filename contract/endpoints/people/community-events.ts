import { z } from 'zod';
import { CommunityEventListQuerySchema, CommunityEventPageSchema, CreateCommunityEventSchema } from '../../community-people.ts';
import { endpoint } from '../../endpoint.ts';
import { EventDetailSchema } from '../../event-views.ts';
import { consoleOnly, MEMBERS_ONLY, membersOnly, spaceParams } from './shared.ts';

const tags = ['community events'];
const EventPage = z.object({ data: CommunityEventPageSchema });

/** Creates a draft event of the community: its owner and managers only. */
export const createCommunityEvent = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/events',
  params: spaceParams,
  body: CreateCommunityEventSchema,
  responses: { 201: z.object({ data: EventDetailSchema }) },
  errors: [...consoleOnly, 'G20008', 'G09006'],
  tags,
  description:
    "Creates a draft event of the community, its creator the event's HOST: the community's OWNER and MANAGERs only (PRO not needed); " +
    'other members 403 G01033, anyone else 404 G04013. Visibility PUBLIC, MEMBER_ONLY or SECRET.',
});

/** The community's published events, as far as the caller may see them. */
export const listCommunityEvents = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/events',
  params: spaceParams,
  query: CommunityEventListQuerySchema,
  responses: { 200: EventPage },
  errors: ['G04013'],
  tags,
  description:
    "The community's published events: PUBLIC and MEMBER_ONLY ones for its approved members, PUBLIC listed ones for anyone else " +
    '(signed in or not); SECRET never listed; plus the events I am on the host team of. Unknown community 404 G04013.',
});

/** My events of the community, upcoming or past. */
export const listMyCommunityEvents = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/me/events',
  params: spaceParams,
  query: CommunityEventListQuerySchema,
  responses: { 200: EventPage },
  errors: membersOnly,
  tags,
  description: `My events of this community (host team, or a live registration), upcoming or past. ${MEMBERS_ONLY}`,
});
