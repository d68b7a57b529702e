// Test factories for communities: a community made through the API by a PRO owner, with a join
// type whose profile form asks a few questions, and people in every state.
import type { CommunityInfo, CreateCommunityInput } from '../../contract/communities.ts';
import type { TestApp } from './create-test-app.ts';
import { signedInUser, type UserOverrides } from './factories.ts';
import { asActor, type Actor } from './registrations.ts';

export type { Actor };
export { asActor };

let sequence = 0;
export const uniqueHandle = (prefix = 'club') => `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}`.slice(0, 30);

/** A community owned by a new PRO user, with one join type whose form asks a required name and a short text. */
export async function communityWithOwner(t: TestApp, overrides: Partial<CreateCommunityInput> = {}, owner?: Actor) {
  const ownerActor = owner ?? (await signedInUser(t, { accessLevel: 'PRO', name: 'Owner Oh' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/communities',
    headers: asActor(ownerActor),
    payload: {
      handle: uniqueHandle(),
      name: 'Acme Builders',
      description: '<p>Builders of <b>Seoul</b></p>',
      joinTypes: [{ name: 'Founder' }],
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`community not created: ${res.body}`);
  const community = res.json().data as CommunityInfo;
  const joinType = community.joinTypes[0];
  let questions: { id: string; kind: string }[] = [];
  if (joinType) {
    const form = await t.app.inject({
      method: 'PUT',
      url: `/v1/communities/${community.id}/profile-forms/${joinType.profileFormId}`,
      headers: asActor(ownerActor),
      payload: {
        title: 'About you',
        questions: [
          { kind: 'NAME', requirement: 'REQUIRED' },
          { kind: 'SHORT_TEXT', requirement: 'OPTIONAL', title: 'What do you build?' },
        ],
      },
    });
    if (form.statusCode !== 200) throw new Error(`form not saved: ${form.body}`);
    questions = form.json().data.questions;
  }
  return { community, owner: ownerActor, joinType, questions };
}

export type Setup = Awaited<ReturnType<typeof communityWithOwner>>;

export const answersFor = (setup: Setup, name = 'Applicant Ahn') => [
  { questionId: setup.questions[0].id, value: name },
  { questionId: setup.questions[1].id, value: 'Robots' },
];

export function apply(t: TestApp, setup: Setup, actor: Actor | undefined, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/communities/${setup.community.id}/members`,
    headers: { ...asActor(actor), ...headers },
    payload: { joinTypeId: setup.joinType.id, answers: answersFor(setup, actor?.user.name) },
  });
}

export function decide(t: TestApp, setup: Setup, manager: Actor, userId: string, verb: 'approve' | 'reject') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/communities/${setup.community.id}/applicants/${userId}/${verb}`,
    headers: asActor(manager),
  });
}

/** A new user who applied and, if asked, was decided on by the owner. */
export async function personIn(
  t: TestApp,
  setup: Setup,
  state: 'PENDING' | 'APPROVED' | 'REJECTED',
  overrides: UserOverrides = {},
): Promise<Actor> {
  const actor = await signedInUser(t, overrides);
  const applied = await apply(t, setup, actor);
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.body}`);
  if (state !== 'PENDING') {
    const res = await decide(t, setup, setup.owner, actor.user.id, state === 'APPROVED' ? 'approve' : 'reject');
    if (res.statusCode !== 200) throw new Error(`decision failed: ${res.body}`);
  }
  return actor;
}

export async function managerIn(t: TestApp, setup: Setup, overrides: UserOverrides = {}): Promise<Actor> {
  const actor = await personIn(t, setup, 'APPROVED', overrides);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/v1/communities/${setup.community.id}/members/${actor.user.id}/role`,
    headers: asActor(setup.owner),
    payload: { role: 'MANAGER' },
  });
  if (res.statusCode !== 200) throw new Error(`role change failed: ${res.body}`);
  return actor;
}

export async function barredIn(t: TestApp, setup: Setup): Promise<Actor> {
  const actor = await signedInUser(t, { name: 'Barred Bae' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/communities/${setup.community.id}/barred`,
    headers: asActor(setup.owner),
    payload: { email: actor.user.email },
  });
  if (res.statusCode !== 201) throw new Error(`bar failed: ${res.body}`);
  return actor;
}
