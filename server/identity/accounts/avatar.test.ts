import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { cookieHeader, signUp, type Cookies } from '../../test/sign-in.ts';
import { AVATAR_UPLOADS_PER_MINUTE } from '../../../contract/users.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let dataDir: string;
let cookies: Cookies;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'moim-avatars-'));
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url, DATA_DIR: dataDir } });
  ({ cookies } = await signUp(t, receiver));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await rm(dataDir, { recursive: true, force: true });
});

function multipart(filename: string, contentType: string, content: Buffer) {
  const boundary = `----moim${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(filename: string, contentType: string, content: Buffer, headers: Record<string, string> = {}, session = cookies) {
  const body = multipart(filename, contentType, content);
  return t.app.inject({
    method: 'POST',
    url: '/v1/users/avatars',
    payload: body.payload,
    headers: { ...body.headers, cookie: cookieHeader(session), ...headers },
  });
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3b82f6' } });

describe('POST /v1/users/avatars', () => {
  it('stores a PNG as webp with the shorter side at 512 px, and serves it immutable and nosniff', async () => {
    const res = await upload('me.png', 'image/png', await photo(1200, 800).png().toBuffer());
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json().data;
    expect(avatarUrl).toMatch(/^\/v1\/files\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 768, 512]);
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: cookieHeader(cookies) } });
    expect(me.json().data.avatarUrl).toBe(avatarUrl);
  });

  it('turns a JPEG upright and drops its metadata', async () => {
    const jpeg = await photo(600, 1000)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place', Artist: 'someone' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('portrait.JPG', 'image/jpeg', jpeg);
    const file = await t.app.inject({ method: 'GET', url: res.json().data.avatarUrl });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 rotates 600×1000 to 1000×600; the shorter side becomes 512.
    expect([meta.width, meta.height]).toEqual([853, 512]);
  });

  it('does not enlarge a small picture', async () => {
    const res = await upload('tiny.png', 'image/png', await photo(100, 60).png().toBuffer());
    const meta = await sharp((await t.app.inject({ method: 'GET', url: res.json().data.avatarUrl })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 60]);
  });

  it('judges by content: a PNG called .pdf is fine, a text file called .png is not', async () => {
    const png = await photo(64, 64).png().toBuffer();
    expect((await upload('scan.pdf', 'application/pdf', png)).statusCode).toBe(200);
    const text = await upload('photo.png', 'image/png', Buffer.from('just some words, not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ errorCode: 'G00106', message: 'Unsupported File Format' });
  });

  it('refuses other image formats and a broken PNG with G00106', async () => {
    const gif = await photo(32, 32).gif().toBuffer();
    const webp = await photo(32, 32).webp().toBuffer();
    const broken = (await photo(64, 64).png().toBuffer()).subarray(0, 40);
    for (const [name, content] of [
      ['a.gif', gif],
      ['a.webp', webp],
      ['a.png', broken],
    ] as const) {
      const res = await upload(name, 'image/png', content, { 'accept-language': 'ko' });
      expect(res.json(), name).toMatchObject({ errorCode: 'G00106', message: '지원하지 않는 파일 형식입니다' });
    }
  });

  it('refuses more than 30 MB with G00107 and the photo-size message', async () => {
    const big = Buffer.concat([await photo(64, 64).png().toBuffer(), Buffer.alloc(30 * 1024 * 1024)]);
    const res = await upload('huge.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      errorCode: 'G00107',
      message: 'File Size Exceeded',
      fields: { file: 'Please upload a photo smaller than 30MB.' },
    });
  });

  it('keeps one file per person: the previous avatar is removed', async () => {
    const { cookies: own } = await signUp(t, receiver);
    const first = await upload('1.png', 'image/png', await photo(40, 40).png().toBuffer(), {}, own);
    const second = await upload('2.png', 'image/png', await photo(50, 50).png().toBuffer(), {}, own);
    const names = (await t.files.list('avatars')).map((file) => path.basename(file.key));
    expect(names).toContain(path.basename(second.json().data.avatarUrl));
    expect(names).not.toContain(path.basename(first.json().data.avatarUrl));
    expect((await t.app.inject({ method: 'GET', url: first.json().data.avatarUrl })).json().errorCode).toBe('G04015');
  });

  it('needs a session and a file', async () => {
    expect((await upload('a.png', 'image/png', Buffer.from('x'), {}, {})).json().errorCode).toBe('G01001');
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/users/avatars',
      headers: { cookie: cookieHeader(cookies) },
      payload: {},
    });
    expect(json.json().errorCode).toBe('G00105');
  });

  it(`takes at most ${AVATAR_UPLOADS_PER_MINUTE} uploads a minute from one person (429 G00104), whatever the address`, async () => {
    const { cookies: busy } = await signUp(t, receiver);
    const answers = [];
    for (let i = 0; i <= AVATAR_UPLOADS_PER_MINUTE; i += 1)
      answers.push(await upload('a.png', 'image/png', Buffer.from('x'), { 'x-forwarded-for': `198.51.100.${i}` }, busy));
    expect(answers.slice(0, -1).every((res) => res.statusCode === 400)).toBe(true);
    expect(answers.at(-1)!.json()).toMatchObject({ statusCode: 429, errorCode: 'G00104' });
    t.clock.advance(60_000);
    expect((await upload('a.png', 'image/png', Buffer.from('x'), {}, busy)).statusCode).toBe(400);
  });

  it('serves nothing outside the avatar folder', async () => {
    for (const name of ['..%2F..%2Fsession-secret', 'nope.webp', '%2e%2e', 'x'.repeat(20) + '.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/files/avatars/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});
