// Hostile input against every operation of the app's own OpenAPI document: NUL and other control
// characters, lone surrogates, oversize text, wrong types and prototype keys, in path, query,
// headers and body. No answer may be a 5xx, and every error is the catalogue's
// {statusCode, errorCode, message} (plus `fields` for validation).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorCode } from '../../../contract/errors.ts';
import { freshIp } from '../../test/sign-in.ts';
import { createEventAs, publish } from '../../test/events.ts';
import { defaultAnswers, guestUser, questionAs, register } from '../../test/registrations.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { sessionCookieFor, signedInUser } from '../../test/factories.ts';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
type Request = InjectOptions & { method: string; url: string };
/** The parts of a JSON schema the sampler reads. */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
};

const SEED = 20_260_601;
const OVERSIZE = 'a'.repeat(20_000);

/** Random text drawn from every UTF-16 code unit, so control characters and half pairs come up. */
const randomText = fc.sample(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  { seed: SEED, numRuns: 40 },
);
let randomIndex = 0;
const nextRandomText = () => randomText[randomIndex++ % randomText.length];

const hostileStrings = () => [
  'a\u0000b',
  '\u0000',
  'x\u0007y\u001b[31m',
  'half \ud800 pair',
  '\udfff',
  'fuzz\u0000@moim.example',
  'https://moim.example/\u0000',
  '\u202eevil\u2066',
  OVERSIZE,
  '__proto__',
  nextRandomText(),
  nextRandomText(),
];
const wrongTypes: unknown[] = [12345, -1, 1e300, true, null, [], ['x'], {}, { __proto__: { polluted: true } }];

const hostileQueryValues = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  encodeURIComponent(OVERSIZE.slice(0, 5000)),
  '__proto__',
  '%E2%80%AEx',
  'x&x=y',
];
const hostilePathValues = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  'a'.repeat(3000),
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE',
];

/** A value the schema accepts, as far as the schema tells: enough to get past the fields not under test. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'text';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return sample(choices.find((choice) => choice.type !== 'null') ?? choices[0], depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return (schema.minItems ?? 0) > 0 ? [sample(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'fuzz@moim.example';
    case 'uuid':
      return randomUUID();
    case 'date-time':
      return '2026-06-08T10:00:00.000Z';
    case 'date':
      return '1990-01-01';
    case 'uri':
      return 'https://moim.example/';
  }
  return 'Fuzz text'.slice(0, Math.max(schema.maxLength ?? 9, 1));
}

/** Every leaf a body can have, by path, down to nested objects and the first item of arrays. */
function leafPaths(schema: Schema | undefined, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (!schema || depth > 4) return [prefix];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const paths = choices.flatMap((choice) => (choice.type === 'null' ? [] : leafPaths(choice, prefix, depth + 1)));
    return uniquePaths(paths.length ? paths : [prefix]);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => [
      [...prefix, key],
      ...leafPaths(child, [...prefix, key], depth + 1),
    ]);
  }
  if (type === 'array') return [prefix, ...leafPaths(schema.items, [...prefix, 0], depth + 1)];
  return [prefix];
}

function uniquePaths(paths: (string | number)[][]) {
  return [...new Map(paths.map((path) => [path.join('.'), path])).values()];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[head] = withValue(list[head] ?? {}, rest, value);
    return list;
  }
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
  Object.defineProperty(object, head, {
    value: withValue((object as Record<string, unknown>)[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

type Operation = { method: string; path: string; op: OpenAPIV3.OperationObject };

let t: TestApp;
let realParams: Record<string, string>;
let hostId: string;
let operations: Operation[];
/** distinct problems, by operation and answer */
const failures = new Map<string, string>();
let sent = 0;
/** answers below 400: the fuzzing reached handlers, not only the validation in front of them */
let accepted = 0;

function checkAnswer(label: string, request: Request, response: Response) {
  sent += 1;
  const fail = (problem: string) => {
    if (!failures.has(`${label} ${problem}`))
      failures.set(
        `${label} ${problem}`,
        `${request.url.slice(0, 100)} ${JSON.stringify(request.payload ?? '').slice(0, 100)} → ${response.body.slice(0, 200)}`,
      );
  };
  if (response.statusCode >= 500) {
    fail(`→ ${response.statusCode} ${response.json().errorCode}`);
    return;
  }
  if (response.statusCode < 400) {
    accepted += 1;
    return;
  }
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    fail(`→ ${response.statusCode} not JSON`);
    return;
  }
  const keys = Object.keys(body).filter((key) => key !== 'fields');
  const wellFormed =
    keys.sort().join() === 'errorCode,message,statusCode' &&
    body.statusCode === response.statusCode &&
    isErrorCode(body.errorCode) &&
    errorCatalogue[body.errorCode].status === response.statusCode &&
    typeof body.message === 'string';
  if (!wellFormed) fail(`→ ${response.statusCode} off-catalogue`);
}

async function send(label: string, request: Request) {
  const response = await t.app.inject({ remoteAddress: freshIp(), ...request });
  checkAnswer(label, request, response);
}

function pathFor(template: string, overrides: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? realParams[name] ?? randomUUID());
}

function parametersOf(op: OpenAPIV3.OperationObject) {
  return (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
}

function jsonBodySchema(op: OpenAPIV3.OperationObject): Schema | undefined {
  const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  return body?.content['application/json']?.schema as Schema | undefined;
}

/** The requests for one operation; the stream is only opened in ways that are refused (a granted one never ends). */
function requestsFor({ method, path, op }: Operation, cookie: string): Request[] {
  const isStream = path.endsWith('/check-in/stream');
  const headers = isStream ? {} : { cookie };
  const schema = jsonBodySchema(op);
  const base = schema ? sample(schema) : undefined;
  const query = parametersOf(op).filter((p) => p.in === 'query');
  const validQuery = new URLSearchParams(
    query.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema as Schema | undefined))]),
  ).toString();
  const url = (p: string, q = validQuery) => (q ? `${p}?${q}` : p);
  const requests: Request[] = [];
  const withBody = (payload: unknown, extra: Record<string, string> = {}) => ({
    method,
    url: url(pathFor(path)),
    headers: { ...headers, 'content-type': 'application/json', ...extra },
    payload: JSON.stringify(payload),
  });

  for (const param of parametersOf(op).filter((p) => p.in === 'path')) {
    for (const value of hostilePathValues)
      requests.push({
        method,
        url: url(pathFor(path, { [param.name]: value })),
        headers,
        ...(schema ? { payload: base as object } : {}),
      });
  }
  for (const param of query) {
    for (const value of hostileQueryValues) {
      const rest = validQuery.split('&').filter((pair) => pair && !pair.startsWith(`${param.name}=`));
      requests.push({
        method,
        url: url(pathFor(path), [...rest, `${param.name}=${value}`].join('&')),
        headers,
        ...(schema ? { payload: base as object } : {}),
      });
    }
    requests.push({ method, url: url(pathFor(path), `${param.name}=1&${param.name}=2&${param.name}[__proto__][x]=1`), headers });
  }
  if (schema) {
    for (const leaf of uniquePaths(leafPaths(schema)).filter((p) => p.length > 0)) {
      for (const value of [...hostileStrings(), ...wrongTypes]) requests.push(withBody(withValue(base, leaf, value)));
    }
    requests.push(withBody(null), withBody([]), withBody('text'), withBody(OVERSIZE));
    requests.push({
      method,
      url: url(pathFor(path)),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"__proto__":{"polluted":true}}',
    });
    requests.push({
      method,
      url: url(pathFor(path)),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"constructor":{"prototype":{"polluted":true}}}',
    });
    requests.push({
      method,
      url: url(pathFor(path)),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"a\\u0000b":"\\ud800"}',
    });
    requests.push({
      method,
      url: url(pathFor(path)),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"unterminated',
    });
  }
  if (method !== 'GET' && method !== 'DELETE') {
    requests.push({
      method,
      url: url(pathFor(path)),
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    requests.push({
      method,
      url: url(pathFor(path)),
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nbroken',
    });
    requests.push({
      method,
      url: url(pathFor(path)),
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'a\u0000b',
    });
  }
  if (!isStream) {
    requests.push({ method, url: url(pathFor(path)), headers: { cookie: 'moim_at=\u0000' } });
    requests.push({
      method,
      url: url(pathFor(path)),
      headers: { ...headers, authorization: `Basic ${Buffer.from('fuzz\u0000@moim.example:123456').toString('base64')}` },
      ...(schema ? { payload: base as object } : {}),
    });
    requests.push({ method, url: url(pathFor(path)), headers: { ...headers, 'accept-language': '\u0000ko' } });
  }
  return requests;
}

beforeAll(async () => {
  t = await createTestApp();
  const host = await signedInUser(t, { accessLevel: 'PRO', name: 'Fuzz Host' });
  hostId = host.user.id;
  const event = await createEventAs(t, host);
  await publish(t, host, event.id);
  const question = await questionAs(t, host, event.id, {
    kind: 'SINGLE_CHOICE',
    requirement: 'OPTIONAL',
    title: 'Pick',
    choices: [{ label: 'One' }, { label: 'Two' }],
  });
  const guest = await guestUser(t);
  const registered = await register(
    t,
    event.id,
    { cookie: guest.cookie },
    { answers: await defaultAnswers(t, host, event.id, { name: guest.user.name, email: guest.user.email }) },
  );
  const tickets = await t.app.inject({
    method: 'GET',
    url: `/v1/event-managements/${event.id}/tickets`,
    headers: { cookie: host.cookie },
  });
  realParams = {
    id: event.id,
    eventId: event.id,
    userId: guest.user.id,
    qid: question.id,
    pid: registered.json().data?.registration?.id ?? randomUUID(),
    ticketId: tickets.json().data?.items?.[0]?.id ?? tickets.json().data?.[0]?.id ?? randomUUID(),
  };
  const document = t.app.swagger() as OpenAPIV3.Document;
  const order = (method: string) => (method === 'DELETE' ? 1 : 0);
  operations = Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item ?? {}).flatMap(([method, op]) =>
        ['get', 'post', 'put', 'patch', 'delete'].includes(method)
          ? [{ method: method.toUpperCase(), path, op: op as OpenAPIV3.OperationObject }]
          : [],
      ),
    )
    // Deleting goes last, so the event stays for the other operations.
    .sort((a, b) => order(a.method) - order(b.method));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('every operation of the OpenAPI document under hostile input', () => {
  it('never answers 5xx, and every error is in the catalogue shape', async () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      // A fresh session each: signing out or deleting must not blunt the operations after it.
      const cookie = await sessionCookieFor(t, { id: hostId } as Parameters<typeof sessionCookieFor>[1]);
      const requests = requestsFor(operation, cookie);
      const label = `${operation.method} ${operation.path}`;
      for (let i = 0; i < requests.length; i += 8)
        await Promise.all(requests.slice(i, i + 8).map((request) => send(label, request)));
    }
    await send('bad path', { method: 'GET', url: '/v1/event-managements/%ZZ' });
    await send('bad path', { method: 'GET', url: '/v1/%ED%A0%80' });
    expect(Object.fromEntries(failures)).toEqual({});
    expect(sent).toBeGreaterThanOrEqual(5_000);
    expect(accepted).toBeGreaterThan(200);
  }, 120_000);
});
