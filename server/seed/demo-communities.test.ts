// The demo community after seeding: reachable by its handle, owned by the demo PRO host, with a
// manager, members, a waiting applicant, and a profile form to apply with.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoIfEmpty } from './demo.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { sessionCookieFor } from '../test/factories.ts';
import { demoLoungeGuests, demoNewMember, demoUsers } from './demo-users.ts';
import { users } from '../platform/db/schema/index.ts';
import { DEMO_COMMUNITY_HANDLE } from './demo-communities.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('seeds Seoul Builders once, alive through the API', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toContain('communities');
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const info = (await t.app.inject({ url: `/v1/communities/info?org=${DEMO_COMMUNITY_HANDLE}` })).json().data;
  expect(info.origin).toBe('http://seoul-builders.localhost:3000');
  expect(info.joinTypes).toHaveLength(2);
  const form = (await t.app.inject({ url: `/v1/communities/${info.id}/profile-forms/${info.joinTypes[0].profileFormId}` })).json()
    .data;
  expect(form.questions.map((q: { kind: string }) => q.kind)).toEqual(['NAME', 'JOB_TITLE', 'SHORT_TEXT', 'SINGLE_CHOICE']);

  const everyone = await t.db.select().from(users);
  const as = async (email: string) => ({
    cookie: await sessionCookieFor(
      t,
      everyone.find((u) => u.email === email)!,
    ),
  });
  const owner = await as(demoUsers[0].email);
  const consoleView = (await t.app.inject({ url: `/v1/communities/${info.id}`, headers: owner })).json().data;
  expect(consoleView.myRole).toBe('OWNER');
  const managers = (await t.app.inject({ url: `/v1/communities/${info.id}/console/members?role=MANAGER`, headers: owner })).json()
    .data.items;
  expect(managers.map((m: { user: { email: string } }) => m.user.email)).toEqual([demoUsers[1].email]);
  const members = (await t.app.inject({ url: `/v1/communities/${info.id}/console/members?take=50`, headers: owner })).json().data
    .items;
  expect(members).toHaveLength(9);
  const applicants = (await t.app.inject({ url: `/v1/communities/${info.id}/applicants`, headers: owner })).json().data.items;
  expect(applicants.map((m: { user: { email: string } }) => m.user.email)).toEqual([demoLoungeGuests[7].email]);
  expect(applicants[0].answers.map((a: { text: string }) => a.text)).toContain('첫 사이드 프로젝트: 스터디 매칭 앱');
  // The member approved an hour ago has no card yet: their site offers one, its job title from the application.
  const newcomer = (
    await t.app.inject({ url: `/v1/communities/${info.id}/me/profile`, headers: await as(demoNewMember.email) })
  ).json().data;
  expect(newcomer).toMatchObject({
    card: null,
    draft: { jobTitle: 'Product designer · 프로덕트 디자이너', fromRegistration: ['jobTitle'] },
  });
  const stranger = await as(demoUsers[2].email);
  expect((await t.app.inject({ url: `/v1/communities/${info.id}/me`, headers: stranger })).json().data.state).toBe('NONE');
});
