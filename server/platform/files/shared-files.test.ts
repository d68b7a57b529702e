// Files shared between instances (decision 026): every kind of upload handed in through instance
// A is read back byte for byte through instance B, which has its own DATA_DIR and shares only the
// database. A deleted or missing file answers 404 G04015 in the catalogue shape, never a 500.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { diskFileStore, moveDiskFilesToDatabase } from './file-store.ts';
import { addTrack, createProject, hackathonPaths, hackathonTeam, participant, type Actor } from '../../test/hackathons.ts';

let a: TestApp;
let b: TestApp;
let dirs: string[];
let leader: Actor;
let eventId: string;
let projectId: string;

beforeAll(async () => {
  dirs = [await mkdtemp(path.join(tmpdir(), 'moim-files-a-')), await mkdtemp(path.join(tmpdir(), 'moim-files-b-'))];
  // The database store on both, whichever database runs the tests (it is the default with DATABASE_URL).
  a = await createTestApp({ env: { DATA_DIR: dirs[0], FILE_STORE: 'database' } });
  b = await createTestApp({ env: { DATA_DIR: dirs[1], FILE_STORE: 'database' }, shareDatabaseWith: a, clock: a.clock });
  const team = await hackathonTeam(a);
  eventId = team.event.id;
  const track = await addTrack(a, team.owner, eventId);
  leader = await participant(a, team);
  projectId = (await createProject(a, leader, eventId, track.id)).id;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await Promise.all((dirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
});

const BOUNDARY = 'moim-shared-files-boundary';
function upload(t: TestApp, actor: Actor, url: string, content: Buffer, filename: string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: actor.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });
}
const download = (t: TestApp, actor: Actor, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: actor.cookie } });

const photo = () =>
  sharp({ create: { width: 700, height: 600, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
// Large enough to span several stored parts.
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_500_000, 7), Buffer.from('\n%%EOF\n')]);

describe('files shared between instances', () => {
  it.each([
    ['avatars', '/v1/users/avatars', 'avatarUrl'],
    ['event covers', '/v1/events/cover-image', 'url'],
    ['description images', '/v1/events/description-image', 'url'],
    ['project thumbnails', '/v1/events/project-thumbnail', 'url'],
    ['community favicons', '/v1/communities/images?kind=favicon', 'url'],
    ['community banners', '/v1/communities/images?kind=banner', 'url'],
  ])('%s uploaded through A are served byte-identical by B', async (_kind, url, field) => {
    const res = await upload(a, leader, url, await photo(), 'photo.png');
    expect(res.statusCode, res.body).toBeLessThan(300);
    const fileUrl = res.json().data[field] as string;
    const fromA = await download(a, leader, fileUrl);
    const fromB = await download(b, leader, fileUrl);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.rawPayload.length).toBeGreaterThan(0);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
  });

  it.each([
    ['registration answer files', () => '/v1/events/regist-question-file'],
    ['community answer files', () => '/v1/communities/regist-question-file'],
    ['deliverables', () => hackathonPaths.deliverables(eventId, projectId)],
  ])('%s uploaded through A are downloaded byte-identical through B', async (_kind, url) => {
    const res = await upload(a, leader, url(), pdf, 'slides.pdf');
    expect(res.statusCode, res.body).toBeLessThan(300);
    const fromB = await download(b, leader, res.json().data.url);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(pdf)).toBe(true);
  });

  it('a deleted deliverable answers 404 G04015 on both instances', async () => {
    const stored = (await upload(a, leader, hackathonPaths.deliverables(eventId, projectId), pdf, 'gone.pdf')).json().data;
    const removed = await b.app.inject({
      method: 'DELETE',
      url: hackathonPaths.deliverable(eventId, projectId, stored.id),
      headers: { cookie: leader.cookie },
    });
    expect(removed.statusCode).toBeLessThan(300);
    for (const t of [a, b]) {
      const res = await download(t, leader, stored.url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, errorCode: 'G04015' });
    }
    expect(await a.files.open(`hackathon-deliverables/${stored.id}`)).toBeNull();
  });

  it('a replaced avatar is gone on both instances', async () => {
    const first = (await upload(a, leader, '/v1/users/avatars', await photo(), 'one.png')).json().data.avatarUrl;
    await upload(b, leader, '/v1/users/avatars', await photo(), 'two.png');
    for (const t of [a, b])
      expect((await download(t, leader, first)).json()).toMatchObject({ statusCode: 404, errorCode: 'G04015' });
  });

  it('a file whose row is there but whose bytes are not answers 404 G04015 in the catalogue shape, never a 500', async () => {
    for (const [url, key] of [
      ['/v1/events/regist-question-file', 'registration-files'],
      ['/v1/communities/regist-question-file', 'community-files'],
      [hackathonPaths.deliverables(eventId, projectId), 'hackathon-deliverables'],
    ]) {
      const stored = (await upload(a, leader, url, pdf, 'lost.pdf')).json().data;
      await a.files.remove([`${key}/${stored.id}`]);
      const res = await download(b, leader, stored.url);
      expect(res.statusCode, url).toBe(404);
      expect(Object.keys(res.json()).sort()).toEqual(['errorCode', 'message', 'statusCode']);
      expect(res.json().errorCode).toBe('G04015');
    }
  });

  it('files:move-to-database moves files kept on a disk into the shared store, once', async () => {
    const bytes = await sharp(await photo())
      .webp()
      .toBuffer();
    const name = 'movedFromTheDisk0123456789.webp';
    await diskFileStore({ DATA_DIR: dirs[0] }).put(`cover/${name}`, bytes);
    expect((await download(b, leader, `/v1/files/cover/${name}`)).statusCode).toBe(404);
    expect(await moveDiskFilesToDatabase({ DATA_DIR: dirs[0] }, a.db, a.clock)).toMatchObject({ moved: 1 });
    const fromB = await download(b, leader, `/v1/files/cover/${name}`);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(bytes)).toBe(true);
    await expect(access(path.join(dirs[0], 'uploads', 'cover', name))).rejects.toThrow();
    expect(await moveDiskFilesToDatabase({ DATA_DIR: dirs[0] }, a.db, a.clock)).toEqual({ moved: 0, alreadyThere: 0 });
  });
});
