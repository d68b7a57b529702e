import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the API, declared once. The server registers its route from it
 * (`server/platform/http/route.ts`) and the web client calls it (`web/api/call.ts`), so neither writes
 * the path or the types again.
 */
export type Endpoint = {
  method: HttpMethod;
  /** The whole path, `/v1/…`, with `:name` for each path parameter. */
  path: `/v1/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answers by status. A JSON success wraps its value in `data`; 204 has no body. */
  responses: { [status: number]: z.ZodType };
  /**
   * The catalogue codes this operation answers with, besides those any route may give: validation
   * (G00100–G00107), an expired or missing session (G01xxx, 401), too many requests and an unavailable
   * database.
   */
  errors: readonly ErrorCode[];
  tags: readonly string[];
  description: string;
  /** Request media types other than JSON, e.g. multipart/form-data for an upload. */
  consumes?: readonly string[];
  /** Response media types other than JSON, e.g. text/csv or text/event-stream. */
  produces?: readonly string[];
  /** Left out of the OpenAPI document. */
  hidden?: boolean;
};

/** Declares an endpoint, keeping its literal types (the path, the schemas) for the server and the client. */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

type Schema<S> = S extends z.ZodType ? S : never;

/** What the handler reads after validation. */
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<Schema<E['params']>> : Record<string, never>;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<Schema<E['query']>> : Record<string, never>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<Schema<E['body']>> : unknown;

/** What a caller sends. */
export type ParamsInput<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<Schema<E['params']>> : never;
export type QueryInput<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<Schema<E['query']>> : never;
export type BodyInput<E extends Endpoint> = E['consumes'] extends readonly ['multipart/form-data', ...string[]]
  ? FormData
  : E['body'] extends z.ZodType
    ? z.input<Schema<E['body']>>
    : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of a success answer, as the handler gives it. */
export type SuccessBodyOf<E extends Endpoint> = {
  [S in keyof E['responses']]: S extends SuccessStatus ? z.input<Schema<E['responses'][S]>> : never;
}[keyof E['responses']];

/** The `data` of a success answer, as the client receives it (nothing for 204). */
export type DataOf<E extends Endpoint> = {
  [S in keyof E['responses']]: S extends SuccessStatus
    ? z.output<Schema<E['responses'][S]>> extends { data: infer D }
      ? D
      : undefined
    : never;
}[keyof E['responses']];

/** The concrete path of an endpoint: each `:name` replaced by its value, encoded. */
export function pathOf(declared: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return declared.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declared.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
