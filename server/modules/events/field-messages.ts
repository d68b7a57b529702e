import type { FastifyRequest } from 'fastify';
import { hasMessage, translate } from '../../../contract/i18n/translate.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Use cases name a field's problem by its message key (they know no language); this turns the
 * keys into the request's language on the way out.
 */
export async function withFieldMessages<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, key]) => [field, hasMessage(request.locale, key) ? translate(request.locale, key) : key]),
    );
    throw new AppError(error.code, { params: error.params, fields });
  }
}
