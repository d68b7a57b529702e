// Deliverables: jpg, jpeg, png and pdf by name and content, up to 30 MB, by the team only, until
// the submission deadline — standing at t−1 s, t and t+1 s with the fake clock — then frozen for
// evaluation. And the project thumbnail, cut to 16:9.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { sessionCookieFor } from '../../test/factories.ts';
import { listSubmittedDeliverables } from './deliverables.service.ts';
import {
  addMember,
  addTrack,
  call,
  createProject,
  hackathonTeam,
  participant,
  type Actor,
  type HackathonTeam,
  hackathonPaths,
} from '../../test/hackathons.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'moim-deliverables-'));
let t: TestApp;
let team: HackathonTeam;
let leader: Actor;
let member: Actor;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  team = await hackathonTeam(t);
  const track = await addTrack(t, team.owner, team.event.id);
  leader = await participant(t, team);
  member = await participant(t, team);
  projectId = (await createProject(t, leader, team.event.id, track.id)).id;
  await addMember(t, leader, team.event.id, projectId, member);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BOUNDARY = 'moim-deliverable-boundary';
const multipart = (content: Buffer, filename: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

const upload = (
  actor: Actor | undefined,
  content: Buffer,
  filename: string,
  url = hackathonPaths.deliverables(team.event.id, projectId),
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(actor ? { cookie: actor.cookie } : {}), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(content, filename),
  });

describe('handing in', () => {
  it('a member uploads a pdf and a png; anyone at the hackathon downloads them as they were', async () => {
    const res = await upload(member, PDF, 'slides.pdf');
    expect(res.statusCode).toBe(201);
    const pdf = res.json().data;
    expect(pdf).toMatchObject({
      name: 'slides.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedBy: member.user.id,
    });
    t.clock.advance(1000);
    const image = await upload(leader, await png(), 'screen.PNG');
    expect(image.json().data.contentType).toBe('image/png');
    const viewer = await participant(t, team);
    const download = await call(t, viewer, 'GET', pdf.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain('slides.pdf');
    const detail = (await call(t, viewer, 'GET', hackathonPaths.project(team.event.id, projectId))).json().data;
    expect(detail.deliverables.map((d: { name: string }) => d.name)).toEqual(['slides.pdf', 'screen.PNG']);
    expect(detail.viewer.canSubmit).toBe(false);
  });

  it('refuses other formats and a name that lies about the content (G00106)', async () => {
    expect((await upload(member, Buffer.from('PK\x03\x04rest-of-zip'), 'code.zip')).json().errorCode).toBe('G00106');
    expect((await upload(member, Buffer.from('just some text, not a pdf'), 'fake.pdf')).json().errorCode).toBe('G00106');
    expect((await upload(member, PDF, 'slides.png')).json().errorCode).toBe('G00106');
    expect((await upload(member, await png(), 'animation.gif')).json().errorCode).toBe('G00106');
  });

  it('refuses more than 30 MB (G00107) and keeps nothing of it', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(30 * 1024 * 1024 + 1)]);
    const res = await upload(member, big, 'huge.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('G00107');
    const names = (await listSubmittedDeliverables(t.db, team.event.id)).map((d) => d.originalName);
    expect(names).not.toContain('huge.pdf');
  });

  it('only the team hands in and removes (403 G01019); unknown files are 404 G04015', async () => {
    const outsider = await participant(t, team);
    expect((await upload(outsider, PDF, 'x.pdf')).json().errorCode).toBe('G01019');
    expect((await upload(team.owner, PDF, 'x.pdf')).json().errorCode).toBe('G01019');
    const mine = (await upload(member, PDF, 'remove-me.pdf')).json().data;
    expect((await call(t, outsider, 'DELETE', mine.url)).json().errorCode).toBe('G01019');
    expect((await call(t, leader, 'DELETE', mine.url)).statusCode).toBe(200);
    expect((await call(t, leader, 'DELETE', mine.url)).json().errorCode).toBe('G04015');
    expect((await call(t, leader, 'GET', hackathonPaths.deliverable(team.event.id, projectId, 'nope'))).json().errorCode).toBe(
      'G04015',
    );
  });
});

describe('a deleted project', () => {
  it('takes its deliverables’ files with it', async () => {
    const track = await addTrack(t, team.owner, team.event.id, 'Short-lived');
    const solo = await participant(t, team);
    const project = await createProject(t, solo, team.event.id, track.id);
    const stored = (await upload(solo, PDF, 'gone.pdf', hackathonPaths.deliverables(team.event.id, project.id))).json().data;
    const key = `hackathon-deliverables/${stored.id as string}`;
    expect((await t.files.list('hackathon-deliverables')).map((file) => file.key)).toContain(key);
    expect((await call(t, solo, 'POST', hackathonPaths.leave(team.event.id, project.id))).json().data).toEqual({
      projectDeleted: true,
    });
    expect((await t.files.list('hackathon-deliverables')).map((file) => file.key)).not.toContain(key);
  });
});

describe('the submission deadline', () => {
  const DEADLINE = Date.parse('2026-06-10T00:00:00.000Z');
  let kept: { url: string };
  /** Stands at a time; sessions are opened afresh there (access tokens are short-lived). */
  async function at(time: number) {
    t.clock.set(new Date(time));
    for (const actor of [member, leader, team.owner]) actor.cookie = await sessionCookieFor(t, actor.user);
  }
  beforeAll(async () => {
    await call(t, team.owner, 'PATCH', hackathonPaths.deadline(team.event.id), {
      submissionDeadline: new Date(DEADLINE).toISOString(),
    });
    kept = (await upload(member, PDF, 'final.pdf')).json().data;
  });

  it('one second before: deliverables are added and removed', async () => {
    await at(DEADLINE - 1000);
    const added = await upload(member, PDF, 'late-but-in-time.pdf');
    expect(added.statusCode).toBe(201);
    expect((await call(t, member, 'DELETE', added.json().data.url)).statusCode).toBe(200);
  });

  it.each([
    ['at the deadline', 0],
    ['one second after', 1000],
  ])('%s: neither added nor removed (400 G20062)', async (_label, offset) => {
    await at(DEADLINE + offset);
    const added = await upload(member, PDF, 'too-late.pdf');
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({
      errorCode: 'G20062',
      message: 'Submission period ended. Please contact the organizers.',
    });
    expect((await call(t, member, 'DELETE', kept.url)).json().errorCode).toBe('G20062');
    const overview = (await call(t, member, 'GET', hackathonPaths.overview(team.event.id))).json().data;
    expect(overview.submissionClosed).toBe(true);
  });

  it('the handed-in text stays as it was at the deadline; team building stays open', async () => {
    const project = (await call(t, leader, 'GET', hackathonPaths.project(team.event.id, projectId))).json().data;
    const path = hackathonPaths.project(team.event.id, projectId);
    for (const change of [
      { summary: 'Rewritten later' },
      { title: 'Another title' },
      { description: '<p>New text</p>' },
      { keywords: ['late'] },
      { links: { ...project.links, demoVideo: 'https://example.com/late' } },
    ]) {
      expect((await call(t, member, 'PATCH', path, change)).json(), JSON.stringify(change)).toMatchObject({
        statusCode: 400,
        errorCode: 'G20062',
      });
    }
    // The edit form sends every field: the same text with a new recruiting status passes.
    const same = {
      title: project.title,
      summary: project.summary,
      keywords: project.keywords,
      links: project.links,
      recruitStatus: 'TEAM_BUILDING_COMPLETE',
    };
    expect((await call(t, leader, 'PATCH', path, same)).statusCode).toBe(200);
    expect((await call(t, leader, 'GET', path)).json().data).toMatchObject({
      summary: project.summary,
      recruitStatus: 'TEAM_BUILDING_COMPLETE',
    });
  });

  it('what stands at the deadline is what is evaluated; clearing the deadline opens it again', async () => {
    const frozen = (await listSubmittedDeliverables(t.db, team.event.id)).map((d) => d.originalName);
    expect(frozen).toContain('final.pdf');
    expect(frozen).not.toContain('too-late.pdf');
    await call(t, team.owner, 'PATCH', hackathonPaths.deadline(team.event.id), { submissionDeadline: null });
    expect((await upload(member, PDF, 'reopened.pdf')).statusCode).toBe(201);
  });
});

describe('POST /v1/events/project-thumbnail', () => {
  it('cuts the image to 16:9 and stores it as webp, for the project form', async () => {
    const wide = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ff8800' } })
      .jpeg()
      .toBuffer();
    const res = await upload(member, wide, 'square.jpg', hackathonPaths.thumbnail);
    expect(res.statusCode).toBe(200);
    const { url, width, height } = res.json().data;
    expect([width, height]).toEqual([960, 540]);
    expect(url).toMatch(/^\/v1\/files\/project-thumbnail\/[A-Za-z0-9_-]+\.webp$/);
    const edited = await call(t, leader, 'PATCH', hackathonPaths.project(team.event.id, projectId), { thumbnailUrl: url });
    expect(edited.json().data.thumbnailUrl).toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
    expect((await upload(undefined, wide, 'square.jpg', hackathonPaths.thumbnail)).json().errorCode).toBe('G01001');
    expect((await upload(member, PDF, 'doc.pdf', hackathonPaths.thumbnail)).json().errorCode).toBe('G00106');
  });
});
