// Files for FILE questions of profile forms, the one-owner rule in the database, and the
// approved-member subquery the people layer reads.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMembers, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { approvedMemberIds } from '../console/community-access.ts';
import { asActor, communityWithOwner, managerIn, personIn, type Actor, type Setup } from '../../test/communities.ts';

let t: TestApp;
let setup: Setup;
let other: Setup;
let fileQuestionId: string;
let manager: Actor;
let member: Actor;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);

beforeAll(async () => {
  t = await createTestApp({
    env: { DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/moim-community-files-${randomBytes(4).toString('hex')}` },
  });
  setup = await communityWithOwner(t);
  other = await communityWithOwner(t);
  // Joined before the form asks for a file.
  manager = await managerIn(t, setup);
  member = await personIn(t, setup, 'APPROVED');
  const form = await t.app.inject({
    method: 'PUT',
    url: `/v1/communities/${setup.community.id}/profile-forms/${setup.joinType.profileFormId}`,
    headers: asActor(setup.owner),
    payload: {
      questions: [
        { id: setup.questions[0].id, kind: 'NAME', requirement: 'REQUIRED' },
        { kind: 'FILE', requirement: 'REQUIRED', title: 'Your portfolio' },
      ],
    },
  });
  fileQuestionId = form.json().data.questions[1].id;
});
afterAll(async () => {
  await t?.close();
  if (t) rmSync(t.env.DATA_DIR, { recursive: true, force: true });
});

function upload(actor: Actor | undefined, filename: string, content: Buffer, url = '/v1/communities/regist-question-file') {
  const boundary = `----moim${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...asActor(actor) },
  });
}

const applyWith = (actor: Actor, fileId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/communities/${setup.community.id}/members`,
    headers: asActor(actor),
    payload: {
      joinTypeId: setup.joinType.id,
      answers: [
        { questionId: setup.questions[0].id, value: actor.user.name },
        { questionId: fileQuestionId, value: { fileId } },
      ],
    },
  });

describe('answer files', () => {
  it('takes a file from a signed-in applicant, refuses the wrong format and the signed-out', async () => {
    expect((await upload(undefined, 'a.png', png)).json().errorCode).toBe('G01001');
    const applicant = await signedInUser(t);
    expect((await upload(applicant, 'tool.exe', randomBytes(100))).json().errorCode).toBe('G00106');
    const res = await upload(applicant, 'portfolio.png', png);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'portfolio.png',
      contentType: 'image/png',
      url: expect.stringMatching(/^\/v1\/communities\/regist-question-file\//),
    });
  });

  it("joins the application; the applicant, the owner and managers may read it, nobody else; nobody else's file can be used", async () => {
    const applicant = await signedInUser(t, { name: 'Portfolio Pae' });
    const fileId = (await upload(applicant, 'portfolio.png', png)).json().data.id;
    const thief = await signedInUser(t);
    expect((await applyWith(thief, fileId)).json().errorCode).toBe('G20047');
    expect((await applyWith(applicant, fileId)).statusCode).toBe(201);
    const read = (actor?: Actor) =>
      t.app.inject({ method: 'GET', url: `/v1/communities/regist-question-file/${fileId}`, headers: asActor(actor) });
    for (const actor of [applicant, setup.owner, manager]) {
      const res = await read(actor);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
    }
    for (const actor of [member, other.owner, thief, undefined]) expect((await read(actor)).json().errorCode).toBe('G04015');
    const applicants = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/communities/${setup.community.id}/applicants`,
        headers: asActor(setup.owner),
      })
    ).json().data.items;
    const mine = applicants.find((a: { user: { id: string } }) => a.user.id === applicant.user.id);
    expect(mine.answers[1].text).toBe('portfolio.png');
  });
});

describe("the community's images", () => {
  it('stores a favicon and a banner as webp, and the settings take their URLs', async () => {
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#6a46f5' } })
      .png()
      .toBuffer();
    expect((await upload(undefined, 'icon.png', image, '/v1/communities/images?kind=favicon')).json().errorCode).toBe('G01001');
    const favicon = await upload(setup.owner, 'icon.png', image, '/v1/communities/images?kind=favicon');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.json().data).toMatchObject({
      url: expect.stringMatching(/^\/v1\/files\/community-favicon\/.+\.webp$/),
      width: 128,
      height: 128,
    });
    const banner = (await upload(setup.owner, 'banner.png', image, '/v1/communities/images?kind=banner')).json().data;
    expect(banner.url).toMatch(/^\/v1\/files\/community-banner\//);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/communities/${setup.community.id}`,
      headers: asActor(setup.owner),
      payload: { favicon: favicon.json().data.url, banner: banner.url, description: '<p onclick="x()">Hello</p>' },
    });
    expect(patched.json().data).toMatchObject({
      favicon: favicon.json().data.url,
      banner: banner.url,
      description: '<p>Hello</p>',
    });
    expect((await t.app.inject({ url: favicon.json().data.url })).headers['content-type']).toBe('image/webp');
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/v1/communities/${setup.community.id}`,
      headers: asActor(setup.owner),
      payload: { favicon: 'https://evil.example/x.png' },
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('what the database keeps true', () => {
  it('refuses a second owner', async () => {
    const someone = await personIn(t, other, 'APPROVED');
    await expect(
      t.db
        .update(communityMembers)
        .set({ role: 'OWNER' })
        .where(sql`${communityMembers.userId} = ${someone.user.id}`),
    ).rejects.toThrow();
  });

  it('approvedMemberIds names exactly the approved members', async () => {
    const pending = await personIn(t, other, 'PENDING');
    const rejected = await personIn(t, other, 'REJECTED');
    const approved = await personIn(t, other, 'APPROVED');
    const ids = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.id} in ${approvedMemberIds(other.community.id)}`)
    ).map((r) => r.id);
    expect(ids).toContain(approved.user.id);
    expect(ids).toContain(other.owner.user.id);
    expect(ids).not.toContain(pending.user.id);
    expect(ids).not.toContain(rejected.user.id);
    expect(ids).not.toContain(setup.owner.user.id);
    expect(await t.db.select().from(users).where(inArray(users.id, ids))).toHaveLength(ids.length);
  });
});
