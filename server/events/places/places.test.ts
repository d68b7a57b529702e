import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { createGooglePlacesProvider } from './places-provider.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

/** A stand-in for places.googleapis.com on a local port, answering like the Places API (New). */
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let mode: 'ok' | 'error' | 'slow' = 'ok';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (mode === 'slow') return; // never answers
      if (mode === 'error')
        return void response.writeHead(403, { 'content-type': 'application/json' }).end('{"error":{"code":403}}');
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url === '/v1/places:autocomplete') {
        response.end(
          JSON.stringify({
            suggestions: [
              {
                placePrediction: {
                  placeId: 'ChIJcoex',
                  text: { text: 'COEX, Seoul' },
                  structuredFormat: { mainText: { text: 'COEX' }, secondaryText: { text: 'Gangnam-gu, Seoul' } },
                },
              },
              { queryPrediction: { text: { text: 'coex mall' } } },
              { placePrediction: { placeId: 'ChIJbare', text: { text: 'Bare place' } } },
            ],
          }),
        );
      } else {
        response.end(
          JSON.stringify({
            id: 'ChIJcoex',
            displayName: { text: '코엑스' },
            formattedAddress: '대한민국 서울특별시 강남구 영동대로 513',
            addressComponents: [
              { longText: '대한민국', shortText: 'KR', types: ['country', 'political'] },
              { longText: '서울특별시', types: ['administrative_area_level_1', 'political'] },
              { longText: '강남구', types: ['sublocality_level_1', 'sublocality', 'political'] },
            ],
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the Google Places provider (against a local stand-in)', () => {
  const provider = () => createGooglePlacesProvider({ apiKey: 'test-key', baseUrl });

  it('asks Autocomplete with the key and language, and keeps place suggestions only', async () => {
    mode = 'ok';
    expect(await provider().suggest('coex', 'ko')).toEqual([
      { placeId: 'ChIJcoex', mainText: 'COEX', secondaryText: 'Gangnam-gu, Seoul' },
      { placeId: 'ChIJbare', mainText: 'Bare place', secondaryText: null },
    ]);
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/places:autocomplete' });
    expect(request.headers['x-goog-api-key']).toBe('test-key');
    expect(JSON.parse(request.body)).toEqual({ input: 'coex', languageCode: 'ko' });
  });

  it('turns Place Details into a Location of type GOOGLE', async () => {
    mode = 'ok';
    expect(await provider().details('ChIJcoex', 'ko')).toEqual({
      type: 'GOOGLE',
      country: '대한민국',
      region: '서울특별시',
      city: '강남구',
      shortAddress: '코엑스',
      fullAddress: '대한민국 서울특별시 강남구 영동대로 513',
      placeId: 'ChIJcoex',
    });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', url: '/v1/places/ChIJcoex?languageCode=ko' });
    expect(request.headers['x-goog-fieldmask']).toContain('addressComponents');
    expect(await provider().details('../../etc/passwd', 'en')).toBeNull();
  });

  it('answers nothing, quickly, when the provider fails or hangs: manual entry still works', async () => {
    mode = 'error';
    expect(await provider().suggest('coex', 'en')).toEqual([]);
    expect(await provider().details('ChIJcoex', 'en')).toBeNull();
    mode = 'slow';
    const started = Date.now();
    expect(await provider().suggest('coex', 'en')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(6000);
    mode = 'ok';
  });
});

describe('GET /v1/places/suggest and /details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('without a key: an empty list, and details answer 404 G04015', async () => {
    const { cookie } = await signedInUser(t);
    const suggest = await t.app.inject({ url: '/v1/places/suggest?q=Gangnam', headers: { cookie } });
    expect(suggest.json()).toEqual({ data: { items: [] } });
    expect((await t.app.inject({ url: '/v1/places/details?placeId=ChIJcoex', headers: { cookie } })).json()).toMatchObject({
      statusCode: 404,
      errorCode: 'G04015',
    });
    expect((await t.app.inject({ url: `/v1/places/suggest?q=${'x'.repeat(201)}`, headers: { cookie } })).json().errorCode).toBe(
      'G00100',
    );
  });

  it('needs sign-in', async () => {
    expect((await t.app.inject({ url: '/v1/places/suggest?q=Gangnam' })).json()).toMatchObject({
      statusCode: 401,
      errorCode: 'G01001',
    });
  });
});
