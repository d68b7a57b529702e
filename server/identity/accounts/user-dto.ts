import type { User } from '../../../contract/users.ts';
import type { users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** What the API says about a user to that user. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    handle: row.handle,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatarUrl,
    locale: row.locale,
    accessLevel: row.accessLevel,
    createdAt: row.createdAt.toISOString(),
  };
}
