import type { LoggerOptions } from 'pino';

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

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      // The request line is written by our own hook; keep framework lines short.
      req: (req: { id: string }) => ({ id: req.id }),
      res: () => undefined,
    },
  };
}
