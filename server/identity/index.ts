// The identity context: sign-in, sessions, the handoff between sites, accounts and profiles, emailed codes.
// This file is its only entry for the rest of the server. It uses no other context.
export { avatarRoutes } from './accounts/avatar.routes.ts';
export { rejectInvalidRequest } from './accounts/coded-validation.ts';
export { getProfile, updateProfile, writeProfileChanges } from './accounts/profile.service.ts';
export type { UserRow } from './accounts/user-dto.ts';
export { usersRoutes } from './accounts/users.routes.ts';
export { insertUserWithProfile, isUniqueViolation, setAccessLevel } from './accounts/users.service.ts';
export { accountScope, eventScope, type CodeScope } from './emailed-codes/code-scope.ts';
export { purgeEmailedCodesOf } from './emailed-codes/purge-emailed-codes.ts';
export { sendEmailedCode } from './emailed-codes/send-emailed-code.ts';
export { verifyEmailedCode } from './emailed-codes/verify-emailed-code.ts';
export { handoffRoutes } from './handoff/handoff.routes.ts';
export { policiesRoutes } from './policies/policies.routes.ts';
export { proAccessRoutes } from './pro-access/pro-access.routes.ts';
export { grantProAccess, listPendingProAccessRequests, storeProAccessRequest } from './pro-access/pro-access.service.ts';
export { authKeys } from './sessions/auth-keys.ts';
export { purgeExpiredAuthRecords } from './sessions/auth-retention.ts';
export {
  acceptSessionCheck,
  isSessionLive,
  registerAuth,
  requirePro,
  requireUser,
  sessionCheckColumn,
  type SessionCheck,
  type SessionUser,
} from './sessions/guard.ts';
export { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH, mayHaveSession } from './sessions/session-cookies.ts';
export { openSession } from './sessions/session.service.ts';
export { signAccessToken, type AccessClaims } from './sessions/tokens.ts';
export { authRateLimits, authRoutes } from './sign-in/auth.routes.ts';
export { oauthRoutes } from './sign-in/oauth.routes.ts';
