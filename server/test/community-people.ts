// Test steps for a community's people: a community with an owner and two join types, and people in
// any membership state written straight into the tables (the apply and approve calls are tested by
// the communities module itself).
import { randomUUID } from 'node:crypto';
import type { CommunityRole, CommunityStatus, StoredAnswer } from '../../contract/communities.ts';
import type { CreateEventInput } from '../../contract/events.ts';
import {
  communities,
  communityBarred,
  communityJoinTypes,
  communityMembers,
  communityProfileForms,
} from '../platform/db/schema/index.ts';
import type { TestApp } from './create-test-app.ts';
import { signedInUser, type UserOverrides } from './factories.ts';
import { eventInput, type Actor } from './events.ts';
import { makeCard } from './lounge.ts';

export type TestCommunity = { id: string; handle: string; owner: Actor; joinTypes: { founder: string; mentor: string } };

let counter = 0;

export async function createCommunity(t: TestApp, name = 'Acme Builders'): Promise<TestCommunity> {
  counter += 1;
  const handle = `c${counter}-${randomUUID().slice(0, 8)}`;
  const now = t.clock.now();
  const [community] = await t.db.insert(communities).values({ handle, name, createdAt: now, updatedAt: now }).returning();
  const [form] = await t.db
    .insert(communityProfileForms)
    .values({ communityId: community.id, title: 'About you', createdAt: now, updatedAt: now })
    .returning();
  const [founder, mentor] = await t.db
    .insert(communityJoinTypes)
    .values([
      { communityId: community.id, name: 'Founder', profileFormId: form.id, position: 0, createdAt: now },
      { communityId: community.id, name: 'Mentor', profileFormId: form.id, position: 1, createdAt: now },
    ])
    .returning();
  const owner = await signedInUser(t, { name: 'Olivia Owner', accessLevel: 'PRO' });
  await t.db.insert(communityMembers).values({
    communityId: community.id,
    userId: owner.user.id,
    role: 'OWNER',
    status: 'APPROVED',
    appliedAt: now,
    decidedAt: now,
    updatedAt: now,
  });
  return { id: community.id, handle, owner, joinTypes: { founder: founder.id, mentor: mentor.id } };
}

type JoinOptions = {
  role?: CommunityRole;
  joinTypeId?: string | null;
  answers?: StoredAnswer[];
  card?: boolean | Parameters<typeof makeCard>[2];
  user?: UserOverrides;
};

/** A person with a membership row in the given state (and, by default, a card when approved). */
export async function memberIn(
  t: TestApp,
  community: TestCommunity,
  status: CommunityStatus,
  options: JoinOptions = {},
): Promise<Actor> {
  const actor = await signedInUser(t, options.user);
  await addMembership(t, community, actor, status, options);
  return actor;
}

export async function addMembership(
  t: TestApp,
  community: TestCommunity,
  actor: Actor,
  status: CommunityStatus,
  options: JoinOptions = {},
) {
  const now = t.clock.now();
  await t.db.insert(communityMembers).values({
    communityId: community.id,
    userId: actor.user.id,
    role: options.role ?? 'MEMBER',
    status,
    joinTypeId: options.joinTypeId === undefined ? community.joinTypes.founder : options.joinTypeId,
    answers: options.answers ?? [],
    appliedAt: now,
    decidedAt: status === 'PENDING' ? null : now,
    updatedAt: now,
  });
  const card = options.card ?? status === 'APPROVED';
  if (card) await makeCard(t, actor, typeof card === 'object' ? card : {});
}

export async function barredFrom(t: TestApp, community: TestCommunity): Promise<Actor> {
  const actor = await signedInUser(t);
  await t.db
    .insert(communityBarred)
    .values({ communityId: community.id, email: actor.user.email.toLowerCase(), createdAt: t.clock.now() });
  return actor;
}

/** A draft event of the community (the only kind that may be MEMBER_ONLY), made by its owner or a manager. */
export async function createCommunityEventAs(
  t: TestApp,
  community: TestCommunity,
  overrides: Partial<CreateEventInput> = {},
  actor = community.owner,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/communities/${community.id}/events`,
    headers: { cookie: actor.cookie },
    payload: eventInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`community event failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; handle: string; communityId: string; [key: string]: unknown };
}

/** A stored answer to a question of the community's profile form. */
export function answer(kind: StoredAnswer['question']['kind'], title: string, value: unknown): StoredAnswer {
  return { questionId: randomUUID(), question: { kind, title, revision: 1, choices: [] }, value };
}

export const asCookie = (actor: Actor | null) => (actor ? { cookie: actor.cookie } : {});
