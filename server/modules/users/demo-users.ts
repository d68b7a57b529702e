import { inArray } from 'drizzle-orm';
import type { Locale } from '../../../contract/locale.ts';
import type { AccessLevel } from '../../../contract/users.ts';
import { users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../seed/demo.ts';
import { insertUserWithProfile } from './users.service.ts';

type DemoUser = { email: string; name: string; bio: string; locale: Locale; accessLevel: AccessLevel };

/** Sign in as any of them with an emailed code (the dev mailbox at /dev/mail shows it). */
export const demoUsers = [
  {
    email: 'haneul.kim@moim.example',
    name: '김하늘',
    bio: '서울에서 개발자 밋업과 해커톤을 엽니다.',
    locale: 'ko',
    accessLevel: 'PRO',
  },
  {
    email: 'alex.morgan@moim.example',
    name: 'Alex Morgan',
    bio: 'Frontend engineer who likes small meetups and good coffee.',
    locale: 'en',
    accessLevel: 'DEFAULT',
  },
  {
    email: 'seojun.lee@moim.example',
    name: '이서준',
    bio: '디자이너이자 해커톤 단골 참가자입니다.',
    locale: 'ko',
    accessLevel: 'DEFAULT',
  },
] as const satisfies readonly DemoUser[];

export const demoUsersSeeder: DemoSeeder = {
  name: 'users',
  async seed(db, clock) {
    const emails = demoUsers.map((user) => user.email);
    const present = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
    if (present.length > 0) return false;
    await db.transaction(async (tx) => {
      for (const user of demoUsers) await insertUserWithProfile(tx, clock, user);
    });
    return true;
  },
};
