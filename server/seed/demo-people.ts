// Demo data for the people layer: a card for every demo person, a few saved people and a pending
// coffee chat in the demo meetup's lounge, so the lounge is alive on a fresh clone.
import { and, eq, inArray } from 'drizzle-orm';
import { defaultHiddenCardFields, type CardField, type NetworkingRole } from '../../contract/people.ts';
import type { HackathonSkill } from '../../contract/users.ts';
import { contactRequests, events, likes, profileCards, users } from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';

type DemoCard = {
  email: string;
  roles: NetworkingRole[];
  seeking: NetworkingRole[];
  seekingSkills?: HackathonSkill[];
  alsoHide?: CardField[];
};

const cards: DemoCard[] = [
  { email: 'haneul.kim@moim.example', roles: ['PM'], seeking: ['MENTOR', 'FRONTEND'] },
  { email: 'alex.morgan@moim.example', roles: ['FRONTEND'], seeking: ['DESIGNER', 'FOUNDER'], seekingSkills: ['FIGMA'] },
  { email: 'seojun.lee@moim.example', roles: ['DESIGNER'], seeking: ['FRONTEND', 'PM'], seekingSkills: ['REACT'] },
  { email: 'minji.park@guest.example', roles: ['BACKEND'], seeking: ['FRONTEND', 'INVESTOR'], seekingSkills: ['REACT'] },
  { email: 'daniel.cho@guest.example', roles: ['INVESTOR'], seeking: ['FOUNDER'], alsoHide: ['location'] },
  {
    email: 'yuna.choi@guest.example',
    roles: ['FOUNDER'],
    seeking: ['FRONTEND', 'INVESTOR'],
    seekingSkills: ['REACT', 'TYPESCRIPT'],
  },
  { email: 'ethan.wright@guest.example', roles: ['ANDROID', 'IOS'], seeking: ['DESIGNER', 'MENTOR'], seekingSkills: ['FIGMA'] },
  { email: 'sora.jung@guest.example', roles: ['DEVELOPER'], seeking: ['PM'], alsoHide: ['organization'] },
  { email: 'hyunwoo.kang@guest.example', roles: ['FRONTEND'], seeking: ['DESIGNER', 'RECRUITER'], seekingSkills: ['FIGMA'] },
  {
    email: 'priya.nair@guest.example',
    roles: ['RECRUITER', 'MENTOR'],
    seeking: ['FRONTEND', 'DEVOPS'],
    seekingSkills: ['REACT', 'KUBERNETES'],
  },
  { email: 'jaemin.oh@guest.example', roles: ['JOB_SEEKER', 'BACKEND'], seeking: ['RECRUITER', 'MENTOR'] },
  { email: 'mei.tanaka@guest.example', roles: ['PM'], seeking: ['BACKEND', 'DESIGNER'], seekingSkills: ['PYTHON'] },
  { email: 'taeyang.yoon@guest.example', roles: ['DEVOPS'], seeking: ['BACKEND', 'MENTOR'], seekingSkills: ['GO'] },
];

/** who saved whom, by email */
const saved: [string, string][] = [
  ['yuna.choi@guest.example', 'alex.morgan@moim.example'],
  ['priya.nair@guest.example', 'alex.morgan@moim.example'],
  ['alex.morgan@moim.example', 'hyunwoo.kang@guest.example'],
  ['minji.park@guest.example', 'taeyang.yoon@guest.example'],
];

const MEETUP = 'seoul-ai-meetup-12';

export const demoPeopleSeeder: DemoSeeder = {
  name: 'people',
  async seed(db, clock) {
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          cards.map((c) => c.email),
        ),
      );
    if (people.length === 0) return false;
    const [already] = await db
      .select({ userId: profileCards.userId })
      .from(profileCards)
      .where(
        inArray(
          profileCards.userId,
          people.map((p) => p.id),
        ),
      )
      .limit(1);
    if (already) return false;
    const idOf = new Map(people.map((p) => [p.email, p.id]));
    const [meetup] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.handle, MEETUP)));
    const now = clock.now();
    await db.transaction(async (tx) => {
      for (const [i, card] of cards.entries()) {
        const userId = idOf.get(card.email);
        if (!userId) continue;
        // Staggered so "newest first" has an order to show.
        const createdAt = new Date(now.getTime() - (cards.length - i) * 60_000);
        await tx.insert(profileCards).values({
          userId,
          roles: card.roles,
          seeking: card.seeking,
          seekingSkills: card.seekingSkills ?? [],
          hiddenFields: [...defaultHiddenCardFields, ...(card.alsoHide ?? [])],
          createdAt,
          updatedAt: createdAt,
        });
      }
      const pairs = saved.flatMap(([liker, liked]) => {
        const [likerId, likedId] = [idOf.get(liker), idOf.get(liked)];
        return likerId && likedId ? [{ likerId, likedId, createdAt: now }] : [];
      });
      if (pairs.length > 0) await tx.insert(likes).values(pairs);
      const [requesterId, receiverId] = [idOf.get('yuna.choi@guest.example'), idOf.get('alex.morgan@moim.example')];
      if (meetup && requesterId && receiverId) {
        await tx.insert(contactRequests).values({
          eventId: meetup.id,
          requesterId,
          receiverId,
          message: 'Hi Alex! I am building a study app and looking for a frontend co-founder. Coffee after the talks?',
          channel: 'LINKEDIN',
          contact: 'https://www.linkedin.com/in/yuna-choi',
          createdAt: now,
        });
      }
      // One Alex sent and Seojun accepted: both see the other's contact under Coffee chats.
      const seojunId = idOf.get('seojun.lee@moim.example');
      if (meetup && receiverId && seojunId) {
        await tx.insert(contactRequests).values({
          eventId: meetup.id,
          requesterId: receiverId,
          receiverId: seojunId,
          message: 'Loved your talk on design systems. Coffee next week?',
          channel: 'EMAIL',
          contact: 'alex.morgan@moim.example',
          replyChannel: 'LINKEDIN',
          replyContact: 'https://www.linkedin.com/in/seojun-lee',
          status: 'ACCEPTED',
          createdAt: now,
          decidedAt: now,
        });
      }
    });
    return true;
  },
};
