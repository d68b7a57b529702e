import type { FastifyRequest } from 'fastify';
import { isErrorCode } from '../../../contract/errors.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import { AppError } from '../../platform/http/errors.ts';

type ValidationEntry = { instancePath?: string; message?: string; params?: { params?: { errorCode?: unknown } } };

/**
 * For routes declared with `attachValidation: true`: a rule the spec gives its own code (duplicate
 * tag G10015, duplicate social type G10014) answers with that code; anything else goes to the
 * common validation answer (G00100).
 */
export function rejectInvalidRequest(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const entries = (error as { validation?: ValidationEntry[] }).validation ?? [];
  const coded = entries.find((entry) => isErrorCode(entry.params?.params?.errorCode));
  if (!coded) throw error;
  const fields: Record<string, string> = {};
  for (const entry of entries) {
    const path = (entry.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    fields[path] ??= translate(request.locale, entry.message ?? 'validation.invalid');
  }
  throw new AppError(coded.params?.params?.errorCode as 'G10014' | 'G10015', { fields });
}
