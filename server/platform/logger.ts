import { stdSerializers, type LoggerOptions } from 'pino';

/** Anything that could let a reader act as someone else is removed before a line is written. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.otp',
  '*.verificationCode',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.signUpToken',
  '*.secret',
];

type DriverError = {
  code?: string;
  severity?: string;
  routine?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
};

/** The driver's error and the failed SQL, when a database statement is anywhere in the error's causes. */
function databaseFailureIn(error: unknown): { driver?: DriverError; query?: string } | undefined {
  let found: { driver?: DriverError; query?: string } | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as Record<string, unknown>;
    if ('severity' in candidate && 'routine' in candidate) found = { ...found, driver: candidate };
    if (typeof candidate.query === 'string' && 'params' in candidate) found = { ...found, query: candidate.query };
    current = candidate.cause;
  }
  return found;
}

/**
 * Errors as pino writes them, except a failed database statement: its parameters hold people's
 * data (phones, dates of birth, emails, code hashes), and they appear in Drizzle's `params` and
 * message and in the driver's `detail` and quoted values. Only the SQL text, the error's code and
 * the names it gives (table, column, constraint) are kept, and where in our code it failed.
 */
export function serializeError(error: unknown) {
  const failure = databaseFailureIn(error);
  if (!failure) return stdSerializers.err(error as Error);
  const { code, severity, routine, schema, table, column, constraint } = failure.driver ?? {};
  const stack =
    typeof (error as Error).stack === 'string'
      ? (error as Error)
          .stack!.split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : undefined;
  return {
    type: (error as Error).constructor?.name ?? 'Error',
    message: 'database statement failed (its values are not logged)',
    query: failure.query,
    code,
    severity,
    routine,
    schema,
    table,
    column,
    constraint,
    stack,
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      // The request line is written by our own hook; keep framework lines short.
      req: (req: { id: string }) => ({ id: req.id }),
      res: () => undefined,
    },
  };
}
