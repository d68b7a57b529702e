import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'moim-spa-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Moim</title></head><body></body></html>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it('answers the root and every client route with index.html, not cached', async () => {
    for (const url of ['/', '/events', '/events/some-event', '/no/such/page?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Moim</title>');
    }
  });

  it('serves hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/app-1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps the error shape for missing assets and unknown API paths', async () => {
    for (const url of ['/assets/missing.js', '/v1/missing', '/v1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode).toBe('G00103');
    }
  });
});

describe('compressed assets', () => {
  it('sends the brotli file when the browser accepts it, the plain one otherwise', async () => {
    const { brotliCompressSync } = await import('node:zlib');
    writeFileSync(path.join(dist, 'assets', 'big-5678.js'), 'x'.repeat(5000));
    writeFileSync(path.join(dist, 'assets', 'big-5678.js.br'), brotliCompressSync('x'.repeat(5000)));
    const compressed = await t.app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    const plain = await t.app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toHaveLength(5000);
  });
});
