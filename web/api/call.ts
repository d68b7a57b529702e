import type { BodyInput, DataOf, Endpoint, ParamsInput, QueryInput } from '../../contract/endpoint.ts';
import { pathOf } from '../../contract/endpoint.ts';
import { apiRequest } from './client.ts';

type Has<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T };

/** What a call sends: the path parameters, the query and the body the endpoint declares. */
export type CallInput<E extends Endpoint> = Has<'params', ParamsInput<E>> &
  Has<'query', QueryInput<E>> &
  Has<'body', BodyInput<E>> & {
    signal?: AbortSignal;
    /** Extra headers, e.g. the Basic credentials of a sign-in by code or a sign-up Bearer token. */
    headers?: Record<string, string>;
  };

/** The arguments after the endpoint: optional when the endpoint needs none. */
export type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls a declared endpoint and resolves to the `data` of its answer, typed from the contract.
 * A refreshable 401 refreshes the session once and repeats the call (web/api/client.ts).
 */
export function call<E extends Endpoint>(declared: E, ...[input]: CallArgs<E>): Promise<DataOf<E>> {
  const { params, query, body, signal, headers } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  return apiRequest<DataOf<E>>(pathOf(declared, params), { method: declared.method, query, body, signal, headers });
}

/**
 * `call` for the modules of the first download (the HTTP client, the session, the config), which
 * must not load zod: the endpoint comes as a type, and only its method and path, held to that type,
 * at run time. `callByType<typeof endSession>({ method: 'DELETE', path: '/v1/auth/token' })`.
 */
export function callByType<E extends Endpoint>(route: Pick<E, 'method' | 'path'>, ...args: CallArgs<E>): Promise<DataOf<E>> {
  return call(route as E, ...args);
}
