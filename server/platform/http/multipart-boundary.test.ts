// A multipart boundary longer than RFC 2046's 70 characters is the client's mistake: 400 in the
// catalogue shape on every upload route, never the parser's 500.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable } from '../../../contract/endpoints/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { MAX_MULTIPART_BOUNDARY, multipartBoundaryOf } from './multipart-boundary.ts';

let t: TestApp;
let dataDir: string;
let cookie: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'moim-boundary-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  ({ cookie } = await signedInUser(t));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const uploadRoutes = Object.values(endpointTable).filter((declared) => declared.consumes?.includes('multipart/form-data'));
const somePath = (template: string) => template.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

function multipart(boundary: string, content: Buffer) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('multipart boundaries', () => {
  it('finds every upload route', () => {
    expect(uploadRoutes.length).toBeGreaterThanOrEqual(7);
  });

  it.each([MAX_MULTIPART_BOUNDARY + 1, 253, 300])(
    'answers a %i-character boundary with 400 G00101 on every upload route',
    async (length) => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      for (const declared of uploadRoutes) {
        const body = multipart('b'.repeat(length), png);
        const res = await t.app.inject({
          method: declared.method,
          url: somePath(declared.path),
          payload: body.payload,
          headers: { ...body.headers, cookie },
        });
        expect(res.statusCode, declared.path).toBe(400);
        expect(res.json(), declared.path).toMatchObject({ statusCode: 400, errorCode: 'G00101' });
      }
    },
  );

  it('still takes a 70-character boundary, quoted or not', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
    for (const boundary of ['b'.repeat(70), '"q'.concat('r'.repeat(69), '"')]) {
      const body = multipart(boundary.replaceAll('"', ''), png);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/users/avatars',
        payload: body.payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('reads the boundary parameter as RFC 2045 writes it', () => {
    expect(multipartBoundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundaryOf('Multipart/Form-Data; charset=utf-8; BOUNDARY="a b;c"')).toBe('a b;c');
    expect(multipartBoundaryOf('multipart/form-data')).toBeNull();
    expect(multipartBoundaryOf('application/json; boundary=x')).toBeNull();
  });
});
