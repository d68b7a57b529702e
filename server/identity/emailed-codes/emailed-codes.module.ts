// Emailed 6-digit codes, for every caller that proves an email with one (sign-in and sign-up, a
// non-member's registration): one set of limits (contract/auth.ts authLimits), one table, one
// public entry.
export { accountScope, eventScope, type CodeScope } from './code-scope.ts';
export { sendEmailedCode, type CodeMail, type SentEmailedCode } from './send-emailed-code.ts';
export { claimAttempt, verifyEmailedCode } from './verify-emailed-code.ts';
export { purgeEmailedCodesOf, purgeSpentEmailedCodes } from './purge-emailed-codes.ts';
