// The community's life through its API: opening one, applying, deciding, roles, the lists.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMembers, outbox } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import {
  apply,
  asActor,
  communityWithOwner,
  decide,
  managerIn,
  personIn,
  uniqueHandle,
  type Setup,
} from '../../test/communities.ts';

let t: TestApp;
let setup: Setup;

beforeAll(async () => {
  t = await createTestApp();
  setup = await communityWithOwner(t);
});
afterAll(async () => {
  await t?.close();
});

const url = (path: string) => `/v1/communities/${setup.community.id}${path}`;

describe('opening a community', () => {
  it('answers its info by handle, whatever its capitals, fresh for 30 seconds, with the description sanitised', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/communities/info?org=${setup.community.handle.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const info = res.json().data;
    expect(info).toMatchObject({
      id: setup.community.id,
      name: 'Acme Builders',
      origin: `http://${setup.community.handle}.localhost:3000`,
    });
    expect(info.joinTypes).toEqual([expect.objectContaining({ name: 'Founder', profileFormId: expect.any(String) })]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/communities/info?org=nobody-here' })).json().errorCode).toBe('G04013');
  });

  it('counts its approved members, the owner included, for anyone (applicants and the rejected are not counted)', async () => {
    const club = await communityWithOwner(t);
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: `/v1/communities/info?org=${club.community.handle}` })).json().data.memberCount;
    expect(await count()).toBe(1);
    await personIn(t, club, 'APPROVED');
    await personIn(t, club, 'PENDING');
    await personIn(t, club, 'REJECTED');
    expect(await count()).toBe(2);
  });

  it('refuses non-PRO users with the code event creation uses, and takes a handle once', async () => {
    const plain = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/communities',
      headers: asActor(plain),
      payload: { handle: uniqueHandle(), name: 'No' },
    });
    expect(res.json().errorCode).toBe('G01019');
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/communities',
      headers: asActor(setup.owner),
      payload: { handle: setup.community.handle.toUpperCase(), name: 'Twin' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('G09022');
  });

  it('refuses handles that are no subdomain or are reserved', async () => {
    for (const handle of ['ab', 'www', 'API', '-lead', 'trail-', 'dots.here', 'under_score', 'a'.repeat(31), 'double--dash']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/communities',
        headers: asActor(setup.owner),
        payload: { handle, name: 'X' },
      });
      expect(res.statusCode, handle).toBe(400);
      expect(res.json().errorCode).toBe('G00100');
    }
  });

  it('strips scripts from the description', async () => {
    const { community } = await communityWithOwner(t, {
      description: '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(community.description).not.toMatch(/script|onerror/);
  });
});

describe('applying', () => {
  it('takes one application, shows it pending, and refuses a second', async () => {
    const applicant = await signedInUser(t, { name: 'Pending Park' });
    const first = await apply(t, setup, applicant);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ state: 'PENDING', role: null, approvalEstimateHours: 24 });
    const me = await t.app.inject({ method: 'GET', url: url('/me'), headers: asActor(applicant) });
    expect(me.json().data.state).toBe('PENDING');
    const second = await apply(t, setup, applicant);
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('G09020');
  });

  it('checks the answers with the registration rules', async () => {
    const applicant = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: url('/members'),
      headers: asActor(applicant),
      payload: { joinTypeId: setup.joinType.id, answers: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('G20047');
    expect(Object.keys(res.json().fields)).toEqual([`answers.${setup.questions[0].id}`]);
    const unknownType = await t.app.inject({
      method: 'POST',
      url: url('/members'),
      headers: asActor(applicant),
      payload: { joinTypeId: '00000000-0000-4000-8000-000000000000', answers: [] },
    });
    expect(unknownType.json().errorCode).toBe('G04020');
    expect((await t.app.inject({ method: 'GET', url: url('/me'), headers: asActor(applicant) })).json().data.state).toBe('NONE');
  });

  it('tells a barred account to contact the admin, and says BARRED', async () => {
    const barred = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: url('/barred'),
      headers: asActor(setup.owner),
      payload: { email: barred.user.email.toUpperCase() },
    });
    const res = await apply(t, setup, barred);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('G01032');
    expect(res.json().message).toMatch(/contact the community admin/);
    expect((await t.app.inject({ method: 'GET', url: url('/me'), headers: asActor(barred) })).json().data.state).toBe('BARRED');
  });

  it('approves allow-listed addresses and domains at once', async () => {
    const byDomain = await signedInUser(t, { email: `ana.${Date.now()}@partner.example` });
    const byAddress = await signedInUser(t);
    const outsider = await signedInUser(t, { email: `ben.${Date.now()}@elsewhere.example` });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url('/allowed'),
          headers: asActor(setup.owner),
          payload: { entry: '@Partner.example' },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url('/allowed'),
          headers: asActor(setup.owner),
          payload: { entry: byAddress.user.email },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url('/allowed'),
          headers: asActor(setup.owner),
          payload: { entry: 'partner.example' },
        })
      ).json().errorCode,
    ).toBe('G09023');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url('/allowed'),
          headers: asActor(setup.owner),
          payload: { entry: 'not a domain' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await apply(t, setup, byDomain)).json().data.state).toBe('APPROVED');
    expect((await apply(t, setup, byAddress)).json().data).toMatchObject({ state: 'APPROVED', role: 'MEMBER' });
    expect((await apply(t, setup, outsider)).json().data.state).toBe('PENDING');
    const list = (await t.app.inject({ method: 'GET', url: url('/allowed'), headers: asActor(setup.owner) })).json().data;
    expect(list.map((e: { kind: string }) => e.kind).sort()).toEqual(['DOMAIN', 'EMAIL']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url('/allowed/partner.example'), headers: asActor(setup.owner) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url('/allowed/partner.example'), headers: asActor(setup.owner) })).json()
        .errorCode,
    ).toBe('G04022');
  });

  it("serves the profile form to anyone, and another community's form is not there", async () => {
    const res = await t.app.inject({ method: 'GET', url: url(`/profile-forms/${setup.joinType.profileFormId}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.questions.map((q: { kind: string }) => q.kind)).toEqual(['NAME', 'SHORT_TEXT']);
    const other = await communityWithOwner(t);
    const cross = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${other.community.id}/profile-forms/${setup.joinType.profileFormId}`,
    });
    expect(cross.json().errorCode).toBe('G04021');
  });

  it('pre-fills the apply form from a signed-in profile: what it knows by question id, nothing for visitors', async () => {
    const club = await communityWithOwner(t);
    const formUrl = `/v1/communities/${club.community.id}/profile-forms/${club.joinType.profileFormId}`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: formUrl,
      headers: asActor(club.owner),
      payload: {
        questions: [
          { kind: 'NAME', requirement: 'REQUIRED' },
          { kind: 'EMAIL', requirement: 'REQUIRED' },
          { kind: 'ORGANIZATION', requirement: 'OPTIONAL' },
          { kind: 'JOB_TITLE', requirement: 'OPTIONAL' },
          { kind: 'SHORT_TEXT', requirement: 'OPTIONAL', title: 'What do you build?' },
        ],
      },
    });
    const [name, email, organization] = saved.json().data.questions as { id: string }[];
    const visitor = await t.app.inject({ method: 'GET', url: formUrl });
    expect(visitor.json().data.prefill).toEqual({});

    const person = await signedInUser(t, { name: 'Seo Yuna' });
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers: asActor(person),
      payload: { organization: 'Hanbit Labs' },
    });
    const mine = await t.app.inject({ method: 'GET', url: formUrl, headers: asActor(person) });
    expect(mine.statusCode).toBe(200);
    // The job title is empty on the profile and the short text is no profile question: neither is there.
    expect(mine.json().data.prefill).toEqual({
      [name.id]: 'Seo Yuna',
      [email.id]: person.user.email,
      [organization.id]: 'Hanbit Labs',
    });
  });
});

describe('deciding', () => {
  it('approves once, emails the applicant in their language, and refuses deciding again', async () => {
    const applicant = await personIn(t, setup, 'PENDING', { locale: 'ko', name: 'Kim Ko' });
    const applicants = (await t.app.inject({ method: 'GET', url: url('/applicants'), headers: asActor(setup.owner) })).json()
      .data;
    const row = applicants.items.find((item: { user: { id: string } }) => item.user.id === applicant.user.id);
    expect(row.answers.map((a: { text: string }) => a.text)).toEqual(['Kim Ko', 'Robots']);
    expect((await decide(t, setup, setup.owner, applicant.user.id, 'approve')).statusCode).toBe(200);
    const again = await decide(t, setup, setup.owner, applicant.user.id, 'reject');
    expect(again.json().errorCode).toBe('G20203');
    const all = (await t.db.select().from(outbox)).filter((m) => (m.payload as { to: string }).to === applicant.user.email);
    expect(all).toHaveLength(1);
    expect((all[0].payload as { subject: string }).subject).toContain('환영합니다');
    expect((await t.app.inject({ method: 'GET', url: url('/me'), headers: asActor(applicant) })).json().data).toMatchObject({
      state: 'APPROVED',
      role: 'MEMBER',
    });
  });

  it('rejects with an English email to an English applicant, and the rejected cannot apply again', async () => {
    const applicant = await personIn(t, setup, 'REJECTED');
    const mail = (await t.db.select().from(outbox)).find((m) => (m.payload as { to: string }).to === applicant.user.email);
    expect((mail!.payload as { subject: string }).subject).toBe('Your application to Acme Builders');
    expect((await apply(t, setup, applicant)).json().errorCode).toBe('G09020');
    const rejected = (
      await t.app.inject({ method: 'GET', url: url('/applicants?status=REJECTED'), headers: asActor(setup.owner) })
    ).json().data.items;
    expect(rejected.some((item: { user: { id: string } }) => item.user.id === applicant.user.id)).toBe(true);
  });

  it('answers 404 G04022 for someone who never applied', async () => {
    const stranger = await signedInUser(t);
    expect((await decide(t, setup, setup.owner, stranger.user.id, 'approve')).json().errorCode).toBe('G04022');
  });
});

describe('roles', () => {
  it('keeps exactly one owner: never demoted, never removed, never barred', async () => {
    const ownerId = setup.owner.user.id;
    const demote = await t.app.inject({
      method: 'PATCH',
      url: url(`/members/${ownerId}/role`),
      headers: asActor(setup.owner),
      payload: { role: 'MEMBER' },
    });
    expect(demote.json().errorCode).toBe('G20201');
    const promote = await t.app.inject({
      method: 'PATCH',
      url: url(`/members/${ownerId}/role`),
      headers: asActor(setup.owner),
      payload: { role: 'OWNER' },
    });
    expect(promote.statusCode).toBe(400);
    const remove = await t.app.inject({ method: 'DELETE', url: url(`/members/${ownerId}`), headers: asActor(setup.owner) });
    expect(remove.json().errorCode).toBe('G20200');
    const bar = await t.app.inject({
      method: 'POST',
      url: url('/barred'),
      headers: asActor(setup.owner),
      payload: { email: setup.owner.user.email },
    });
    expect(bar.json().errorCode).toBe('G20202');
    const owners = await t.db.select().from(communityMembers).where(eq(communityMembers.communityId, setup.community.id));
    expect(owners.filter((m) => m.role === 'OWNER')).toHaveLength(1);
  });

  it('lets the owner make and unmake managers; managers decide but cannot change roles or remove managers', async () => {
    const manager = await managerIn(t, setup);
    const other = await managerIn(t, setup);
    const member = await personIn(t, setup, 'APPROVED');
    const pending = await personIn(t, setup, 'PENDING');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(`/members/${member.user.id}/role`),
          headers: asActor(manager),
          payload: { role: 'MANAGER' },
        })
      ).json().errorCode,
    ).toBe('G01034');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(`/members/${pending.user.id}/role`),
          headers: asActor(setup.owner),
          payload: { role: 'MANAGER' },
        })
      ).json().errorCode,
    ).toBe('G20204');
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(`/members/${other.user.id}`), headers: asActor(manager) })).json()
        .errorCode,
    ).toBe('G01034');
    expect((await decide(t, setup, manager, pending.user.id, 'approve')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(`/members/${member.user.id}`), headers: asActor(manager) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url('/me'), headers: asActor(member) })).json().data.state).toBe('NONE');
    const managers = (
      await t.app.inject({ method: 'GET', url: url('/console/members?role=MANAGER'), headers: asActor(setup.owner) })
    ).json().data.items;
    expect(managers.map((m: { user: { id: string } }) => m.user.id).sort()).toEqual([manager.user.id, other.user.id].sort());
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(`/members/${other.user.id}/role`),
          headers: asActor(setup.owner),
          payload: { role: 'MEMBER' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('bars a member: the membership ends and they cannot return', async () => {
    const member = await personIn(t, setup, 'APPROVED');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url('/barred'),
          headers: asActor(setup.owner),
          payload: { email: member.user.email },
        })
      ).statusCode,
    ).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: url('/me'), headers: asActor(member) })).json().data.state).toBe('BARRED');
    expect((await apply(t, setup, member)).json().errorCode).toBe('G01032');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: url(`/barred/${encodeURIComponent(member.user.email)}`),
          headers: asActor(setup.owner),
        })
      ).statusCode,
    ).toBe(200);
    expect((await apply(t, setup, member)).statusCode).toBe(201);
  });
});

describe('join types and profile forms', () => {
  it('adds, renames and archives join types; an archived type takes no applications', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: url('/join-types'),
      headers: asActor(setup.owner),
      payload: { name: 'Investor', description: 'Angels' },
    });
    expect(created.statusCode).toBe(201);
    const type = created.json().data;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(`/join-types/${type.id}`),
          headers: asActor(setup.owner),
          payload: { name: 'Angel' },
        })
      ).json().data.name,
    ).toBe('Angel');
    expect(
      (
        await t.app.inject({ method: 'PATCH', url: url(`/join-types/${type.id}`), headers: asActor(setup.owner), payload: {} })
      ).json().data.name,
    ).toBe('Angel');
    expect((await t.app.inject({ method: 'PATCH', url: url(''), headers: asActor(setup.owner), payload: {} })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(`/join-types/${type.id}`), headers: asActor(setup.owner) })).statusCode,
    ).toBe(200);
    const all = (await t.app.inject({ method: 'GET', url: url('/join-types'), headers: asActor(setup.owner) })).json().data;
    expect(all.find((j: { id: string }) => j.id === type.id).archived).toBe(true);
    const applicant = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: url('/members'),
      headers: asActor(applicant),
      payload: { joinTypeId: type.id, answers: [] },
    });
    expect(res.json().errorCode).toBe('G20205');
  });

  it('applies the builder rules to profile forms and keeps question ids', async () => {
    const formUrl = url(`/profile-forms/${setup.joinType.profileFormId}`);
    const twice = await t.app.inject({
      method: 'PUT',
      url: formUrl,
      headers: asActor(setup.owner),
      payload: { questions: [{ kind: 'NAME' }, { kind: 'NAME' }] },
    });
    expect(twice.json().errorCode).toBe('G20045');
    const noChoices = await t.app.inject({
      method: 'PUT',
      url: formUrl,
      headers: asActor(setup.owner),
      payload: { questions: [{ kind: 'SINGLE_CHOICE', title: 'Pick' }] },
    });
    expect(noChoices.json().errorCode).toBe('G20041');
    const kept = await t.app.inject({
      method: 'PUT',
      url: formUrl,
      headers: asActor(setup.owner),
      payload: {
        title: 'About you',
        questions: [
          { id: setup.questions[1].id, kind: 'SHORT_TEXT', title: 'What do you make?' },
          { id: setup.questions[0].id, kind: 'NAME', requirement: 'REQUIRED' },
        ],
      },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.questions.map((q: { id: string }) => q.id)).toEqual([setup.questions[1].id, setup.questions[0].id]);
    const changedKind = await t.app.inject({
      method: 'PUT',
      url: formUrl,
      headers: asActor(setup.owner),
      payload: { questions: [{ id: setup.questions[0].id, kind: 'BIO' }] },
    });
    expect(changedKind.json().errorCode).toBe('G20040');
  });
});

describe('my communities', () => {
  it("lists the caller's communities with their site, filtered by role or status, paged", async () => {
    const person = await personIn(t, setup, 'APPROVED');
    const second = await communityWithOwner(t, { name: 'Beta Makers' });
    // Newest first: the second application a minute later.
    t.clock.advance(60_000);
    await apply(t, second, person);
    const all = (await t.app.inject({ method: 'GET', url: '/v1/me/communities', headers: asActor(person) })).json().data;
    expect(all.items.map((c: { name: string; status: string }) => `${c.name}:${c.status}`)).toEqual([
      'Beta Makers:PENDING',
      'Acme Builders:APPROVED',
    ]);
    expect(all.items[1].url).toBe(`http://${setup.community.handle}.localhost:3000/`);
    const pending = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/me/communities?filter=${encodeURIComponent('{"status":"PENDING"}')}`,
        headers: asActor(person),
      })
    ).json().data;
    expect(pending.items).toHaveLength(1);
    const owned = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/me/communities?filter=${encodeURIComponent('{"role":"OWNER"}')}`,
        headers: asActor(setup.owner),
      })
    ).json().data;
    expect(owned.items.map((c: { id: string }) => c.id)).toContain(setup.community.id);
    const page1 = (await t.app.inject({ method: 'GET', url: '/v1/me/communities?take=1', headers: asActor(person) })).json().data;
    expect(page1).toMatchObject({ hasMore: true });
    const page2 = (
      await t.app.inject({ method: 'GET', url: `/v1/me/communities?take=1&cursorId=${page1.cursorId}`, headers: asActor(person) })
    ).json().data;
    expect(page2.items[0].name).toBe('Acme Builders');
    expect(page2.hasMore).toBe(false);
    const searched = (
      await t.app.inject({ method: 'GET', url: '/v1/me/communities?search=beta', headers: asActor(person) })
    ).json().data;
    expect(searched.items).toHaveLength(1);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/me/communities?filter=%7Bnope', headers: asActor(person) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/me/communities' })).json().errorCode).toBe('G01001');
  });
});
