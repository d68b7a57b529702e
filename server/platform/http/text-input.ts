import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// C0 controls but tab, line feed and carriage return; DEL; the C1 controls. PostgreSQL refuses NUL
// outright, and none of them means anything in text a person typed.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether text holds a control character or half a UTF-16 surrogate pair (which no database stores). */
export function isUnstorableText(text: string): boolean {
  return CONTROL_CHARACTERS.test(text) || !text.isWellFormed();
}

/** The paths of every string (keys included) in a parsed value that is not storable text. */
function unstorablePaths(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []): PropertyKey[][] {
  if (typeof value === 'string') {
    if (isUnstorableText(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorablePaths(item, [...path, index], found));
  } else if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorableText(key)) found.push([...path, key]);
      else unstorablePaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Every route's body, query, params and headers schema, with one rule no field can forget: after
 * the field's own rules (some turn control characters into spaces, answers replace half pairs),
 * any string still holding a control character or a lone surrogate is refused (400 G00100).
 */
export function refuseUnstorableText<T extends z.ZodType>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const path of unstorablePaths(value)) ctx.addIssue({ code: 'custom', path, message: 'validation.controlCharacters' });
  });
}

export const textSafeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: route.schema instanceof z.ZodType ? refuseUnstorableText(route.schema) : route.schema });
