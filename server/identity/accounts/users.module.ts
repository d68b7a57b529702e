// What other modules may use of the users module: it alone writes users and user_profiles.
export { insertUserWithProfile, isUniqueViolation } from './users.service.ts';
export { getProfile, writeProfileChanges } from './profile.service.ts';
