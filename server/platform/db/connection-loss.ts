// A statement that failed because the database could not be reached, not because of what it asked:
// the server ended the connection (a restart, a failover, pg_terminate_backend, an idle timeout),
// the socket broke, or no connection could be opened. Repeating the request may well succeed.

/** SQLSTATEs of a server that ends or refuses the session: admin/crash shutdown, cannot connect now, class 08. */
const LOST_STATES = /^(57P01|57P02|57P03|08...)$/;
/** What node-postgres and node say when the socket is gone or never came (`timeout expired`: a connection not opened in time). */
const LOST_MESSAGES =
  /Connection terminated|not queryable|Client was closed|timeout exceeded when trying to connect|Connection ended unexpectedly|^timeout expired$/;
const LOST_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (LOST_STATES.test(code) || LOST_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
