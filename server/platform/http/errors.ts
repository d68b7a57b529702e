import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, type ErrorBody, type ErrorCode, type ErrorEntry } from '../../../contract/errors.ts';
import { hasMessage, translate } from '../../../contract/i18n/translate.ts';
import { pickLocale } from '../../../contract/locale.ts';
import { isConnectionLoss } from '../db/connection-loss.ts';

/** The one way a use case says no. The catalogue decides status and wording. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly fields?: Record<string, string>;
  /** the part behind the code did not answer at all: its unavailableStatus (503) instead of its status */
  readonly unreachable: boolean;

  constructor(
    code: ErrorCode,
    options: { params?: Record<string, string | number>; fields?: Record<string, string>; unreachable?: boolean } = {},
  ) {
    super(code);
    this.code = code;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.unreachable = options.unreachable ?? false;
  }
}

/** How long a client or load balancer is asked to wait before repeating a request the database missed. */
const RETRY_AFTER_SECONDS = 1;

function statusOf(code: ErrorCode, unreachable: boolean): number {
  const entry: ErrorEntry = errorCatalogue[code];
  return unreachable && entry.unavailableStatus ? entry.unavailableStatus : entry.status;
}

export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  fields?: Record<string, string>,
  unreachable = false,
): ErrorBody {
  const entry = errorCatalogue[code];
  return {
    statusCode: statusOf(code, unreachable),
    errorCode: code,
    message: translate(request.locale, `errors.${entry.key}`, params),
    ...(fields ? { fields: translateFields(request, fields) } : {}),
  };
}

/** Use cases name a field's problem by its message key (they know no language). */
function translateFields(request: FastifyRequest, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      field,
      hasMessage(request.locale, message) ? translate(request.locale, message) : message,
    ]),
  );
}

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, fields?: Record<string, string>) {
  const body = errorBody(request, code, {}, fields);
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function validationFields(request: FastifyRequest, error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of (error.validation ?? []) as ValidationIssue[]) {
    const zodPath = issue.params?.issue?.path;
    const path = zodPath?.length
      ? zodPath.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const key = issue.message && hasMessage(request.locale, issue.message) ? issue.message : 'validation.invalid';
    fields[path || (error.validationContext ?? 'body')] ??= translate(request.locale, key);
  }
  return fields;
}

/** Framework errors we know by code, mapped onto the catalogue. */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'G00101',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'G00101',
  FST_ERR_CTP_BODY_TOO_LARGE: 'G00102',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'G00101',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'G00105',
  FST_REQ_FILE_TOO_LARGE: 'G00107',
  FST_FILES_LIMIT: 'G00107',
  FST_PARTS_LIMIT: 'G00107',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'G00105',
};

// The multipart parser (busboy) throws plain errors for a body it cannot read: no boundary, a
// broken part header, data that ends early.
const MALFORMED_MULTIPART = /^Multipart: |multipart data|Malformed part header/;

function isDatabaseError(error: unknown): boolean {
  const candidate = (error as { cause?: unknown }).cause ?? error;
  return typeof candidate === 'object' && candidate !== null && 'severity' in candidate && 'routine' in candidate;
}

/** A statement stopped by its statement_timeout, or cancelled because its client went away. */
function isCancelledStatement(error: unknown): boolean {
  const candidate = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown };
  return candidate.code === '57014';
}

function codeFor(error: FastifyError): ErrorCode {
  if (isDatabaseError(error)) return isCancelledStatement(error) ? 'G00341' : 'G00001';
  if (error.code && frameworkCodes[error.code]) return frameworkCodes[error.code];
  if (error instanceof SyntaxError && error.statusCode === 400) return 'G00101';
  if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) return 'G00101';
  if (error.statusCode === 429) return 'G00104';
  if (error.statusCode === 413) return 'G00102';
  if (error.statusCode === 415) return 'G00105';
  if (error.statusCode === 404) return 'G00103';
  // Any other request the framework or a plugin refused as the client's fault.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'G00101';
  return 'G00000';
}

/**
 * What the router refuses before any hook runs (a path that is not valid percent-encoding, a path
 * segment over the length limit): the same catalogue shape, never the path echoed back.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.locale = pickLocale(request.headers['accept-language']);
  reply.header('x-request-id', request.id);
  void sendError(request, reply, 'G00101');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = errorBody(request, error.code, error.params, error.fields, error.unreachable);
      if (body.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(body.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(request, 'G00100', {}, validationFields(request, error)));
    }
    if (isConnectionLoss(error)) {
      // Decision 024: the database blinked; this instance stays up and the next request gets a fresh connection.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(request, 'G00001', {}, undefined, true));
    }
    const code = codeFor(error);
    const status = errorCatalogue[code].status;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.code(status).send(errorBody(request, code));
  });
}
