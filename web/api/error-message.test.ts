import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { messageForApiError, messageForError } from './error-message.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

function failure(status: number, errorCode: string | null) {
  return new ApiError({ status, errorCode, message: 'server text is not shown' });
}

describe('messageForApiError', () => {
  it('names the category of a known 5xx code', () => {
    expect(messageForApiError(failure(500, 'G00001'), t)).toBe('errors.databaseError');
    expect(messageForApiError(failure(500, 'G00006'), t)).toBe('errors.mailError');
    expect(messageForApiError(failure(503, 'G00008'), t)).toBe('errors.serviceUnavailable');
  });

  it('falls back to the internal server error for other 5xx answers', () => {
    expect(messageForApiError(failure(502, null), t)).toBe('errors.internalServerError');
    expect(messageForApiError(failure(500, 'X99999'), t)).toBe('errors.internalServerError');
    expect(messageForApiError(failure(500, 'G20003'), t)).toBe('errors.internalServerError');
  });

  it('uses the message of a known code on 400, 401, 403, 404 and 409', () => {
    expect(messageForApiError(failure(400, 'G20003'), t)).toBe('errors.eventRegistrationFull');
    expect(messageForApiError(failure(401, 'G01014'), t)).toBe('errors.reenterVerificationCode');
    expect(messageForApiError(failure(403, 'G01018'), t)).toBe('errors.resendLimitExceeded');
    expect(messageForApiError(failure(404, 'G04002'), t)).toBe('errors.eventNotFound');
    expect(messageForApiError(failure(409, 'G09002'), t)).toBe('errors.alreadyLiked');
  });

  it('shows the common error with the code for unknown codes', () => {
    expect(messageForApiError(failure(400, 'G29999'), t)).toBe('errors.commonError {"code":"G29999"}');
    expect(messageForApiError(failure(404, null), t)).toBe('errors.commonError {"code":404}');
  });

  it('shows the common error with the code for other statuses', () => {
    expect(messageForApiError(failure(429, 'G00104'), t)).toBe('errors.commonError {"code":"G00104"}');
    expect(messageForApiError(failure(418, null), t)).toBe('errors.commonError {"code":418}');
  });
});

describe('messageForError', () => {
  it('does not dress up a client bug as an API error', () => {
    expect(messageForError(new TypeError('x is undefined'), t)).toBe('errorScreens.unknown.description');
    expect(messageForError(failure(400, 'G20017'), t)).toBe('errors.eventAlreadyEnded');
  });
});
