import { EmailSchema, VerificationCodeSchema } from '../../../contract/auth.ts';
import { AppError } from '../../platform/http/errors.ts';

/** `Authorization: Basic base64(email:code)` → the normalised email and the code, else G01006. */
export function readEmailCodeCredentials(header: string | undefined): { email: string; code: string } {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/i.exec(header?.trim() ?? '');
  if (!match) throw new AppError('G01006');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.lastIndexOf(':');
  if (separator < 1) throw new AppError('G01006');
  const email = EmailSchema.safeParse(decoded.slice(0, separator));
  const code = VerificationCodeSchema.safeParse(decoded.slice(separator + 1));
  if (!email.success || !code.success) throw new AppError('G01006');
  return { email: email.data, code: code.data };
}

/** `Authorization: Bearer <token>` → the token, else the given code. */
export function readBearerToken(header: string | undefined, missing: 'G01008' | 'G01001'): string {
  const match = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/i.exec(header?.trim() ?? '');
  if (!match) throw new AppError(missing);
  return match[1];
}
