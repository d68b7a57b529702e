import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'moim-files-'));
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  cookie = (await signedInUser(t)).cookie;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BOUNDARY = 'moim-test-boundary';
function multipart(content: Buffer, filename: string, contentType = 'image/png'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const upload = (kind: 'cover-image' | 'description-image', payload: Buffer | Readable, who = cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/events/${kind}`,
    headers: { cookie: who, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const storedFiles = async (kind: string) => {
  try {
    return await t.files.list(kind);
  } catch {
    return [];
  }
};

describe('POST /v1/events/cover-image and /description-image', () => {
  it('stores a PNG as webp with the shorter side scaled down, and serves it read-only', async () => {
    const res = await upload('cover-image', multipart(await image(3000, 2000), 'cover.png'));
    expect(res.statusCode).toBe(200);
    const { url, width, height } = res.json().data;
    expect(url).toMatch(/^\/v1\/files\/cover\/[A-Za-z0-9_-]{24}\.webp$/);
    expect([width, height]).toEqual([1800, 1200]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1800, height: 1200 });
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('scales description images to a larger limit and never enlarges small ones', async () => {
    expect(
      (await upload('description-image', multipart(await image(4000, 3000, 'jpeg'), 'a.jpg', 'image/jpeg'))).json().data,
    ).toMatchObject({ width: 2133, height: 1600 });
    expect((await upload('description-image', multipart(await image(300, 200), 'small.png'))).json().data).toMatchObject({
      width: 300,
      height: 200,
    });
  });

  it('judges by content, not by name: a JPEG called .png and a WebP are taken', async () => {
    expect((await upload('cover-image', multipart(await image(100, 100, 'jpeg'), 'really-a-jpeg.png'))).statusCode).toBe(200);
    expect((await upload('cover-image', multipart(await image(100, 100, 'webp'), 'x.webp', 'image/webp'))).statusCode).toBe(200);
  });

  it('drops all metadata (EXIF, GPS)', async () => {
    const withExif = await sharp(await image(400, 300, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { url } = (await upload('cover-image', multipart(withExif, 'exif.jpg', 'image/jpeg'))).json().data;
    const served = await t.app.inject({ method: 'GET', url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret owner'))).toBe(false);
  });

  it('refuses anything that is not a JPEG, PNG or WebP by content (400 G00106)', async () => {
    const before = (await storedFiles('cover')).length;
    const cases: [Buffer, string, string][] = [
      [Buffer.from('just some text, not an image at all'), 'notes.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.png', 'image/svg+xml'],
      [await image(50, 50, 'gif'), 'anim.gif', 'image/gif'],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'doc.png', 'application/pdf'],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5000, 7)]),
        'broken.png',
        'image/png',
      ],
      [Buffer.alloc(0), 'empty.png', 'image/png'],
    ];
    for (const [content, name, type] of cases) {
      expect((await upload('cover-image', multipart(content, name, type))).json(), name).toMatchObject({
        statusCode: 400,
        errorCode: 'G00106',
        message: 'Unsupported File Format',
      });
    }
    expect((await storedFiles('cover')).length).toBe(before);
  });

  it('refuses more than 30 MB (413 G00107) while streaming, and stores nothing', async () => {
    const before = (await storedFiles('description')).length;
    const png = await image(64, 64);
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    // 31 MB produced on demand: the server reads it as a stream and stops keeping it at the limit.
    const body = Readable.from(
      (function* () {
        yield head;
        yield png;
        for (let i = 0; i < 31; i += 1) {
          sent += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      })(),
    );
    const res = await upload('description-image', body);
    expect(res.json()).toMatchObject({
      statusCode: 413,
      errorCode: 'G00107',
      fields: { file: 'Please upload a photo smaller than 30MB.' },
    });
    expect(sent).toBeGreaterThan(30 * 1024 * 1024);
    expect((await storedFiles('description')).length).toBe(before);
  });

  it('needs a file, and a signed-in user', async () => {
    const empty = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`);
    expect((await upload('cover-image', empty)).json()).toMatchObject({ statusCode: 400, errorCode: 'G00100' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/events/cover-image',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(await image(10, 10), 'a.png'),
    });
    expect(anonymous.json()).toMatchObject({ statusCode: 401, errorCode: 'G01001' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/events/cover-image',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(json.json().errorCode).toMatch(/G00105|G00100/);
  });

  it('limits uploads per user per minute (429 G00104), without touching other users', async () => {
    const busy = (await signedInUser(t)).cookie;
    const small = multipart(await image(8, 8), 'tiny.png');
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await upload('description-image', small, busy)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect((await upload('description-image', small, busy)).json()).toMatchObject({ statusCode: 429, errorCode: 'G00104' });
    expect((await upload('description-image', small)).statusCode).toBe(200);
  });
});

describe('GET /v1/files/{kind}/{name}', () => {
  it('answers 404 G04015 for unknown names, other kinds and path tricks', async () => {
    for (const url of [
      '/v1/files/cover/AAAAAAAAAAAAAAAAAAAAAAAA.webp',
      '/v1/files/secrets/AAAAAAAAAAAAAAAAAAAAAAAA.webp',
      '/v1/files/cover/..%2F..%2Fsession-secret',
      '/v1/files/cover/.AAAAAAAAAAAAAAAAAAAAAAAA.webp.tmp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).json(), url).toMatchObject({ statusCode: 404, errorCode: 'G04015' });
    }
  });
});
