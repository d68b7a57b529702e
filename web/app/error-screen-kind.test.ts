import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { errorScreenKind } from './error-screen-kind.ts';

const apiError = (status: number) => new ApiError({ status, errorCode: null, message: '' });

describe('errorScreenKind', () => {
  it('maps API statuses to their screens', () => {
    expect(errorScreenKind(apiError(404))).toBe('notFound');
    expect(errorScreenKind(apiError(401))).toBe('unauthorized');
    expect(errorScreenKind(apiError(403))).toBe('forbidden');
    expect(errorScreenKind(apiError(503))).toBe('apiDown');
    expect(errorScreenKind(apiError(502))).toBe('apiDown');
    expect(errorScreenKind(apiError(500))).toBe('internal');
  });

  it('reads thrown responses too', () => {
    expect(errorScreenKind(new Response(null, { status: 404 }))).toBe('notFound');
  });

  it('shows "something went wrong" for anything else', () => {
    expect(errorScreenKind(new TypeError('Failed to fetch dynamically imported module'))).toBe('unknown');
    expect(errorScreenKind(apiError(400))).toBe('unknown');
    expect(errorScreenKind(undefined)).toBe('unknown');
  });
});
