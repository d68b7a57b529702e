import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable } from '../contract/endpoints/index.ts';
import { createTestApp, type TestApp } from './test/create-test-app.ts';

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the endpoint table', () => {
  let t: TestApp;
  let operations: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
  });
  afterAll(() => t.close());

  it('lists the same operations as ever: the file shows every change to them', async () => {
    await expect(`${operations.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/api-operations.txt');
  });

  it('declares every operation the server documents, once', () => {
    const declared = Object.values(endpointTable)
      .filter((endpoint) => !endpoint.hidden)
      .map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`)
      .sort();
    expect(new Set(declared).size).toBe(declared.length);
    expect(operations.filter((operation) => !declared.includes(operation))).toEqual([]);
    expect(declared.filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('serves every declared endpoint', () => {
    const missing = Object.entries(endpointTable).filter(
      ([, endpoint]) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    );
    expect(missing.map(([name]) => name)).toEqual([]);
  });
});
