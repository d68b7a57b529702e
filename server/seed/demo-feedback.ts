// Demo data for the thank-you after an event: the finished winter hackathon has it turned on, each
// checked-in participant thanked, and some of them rated it with a comment. Written straight to the
// tables like the other message demo data; no mail is sent (the thank-yous count as delivered).
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/client.ts';
import { eventFeedback, events, registrations, thankYouDeliveries, thankYouSettings } from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';
import { DEMO_FINISHED_HACKATHON } from './demo-hackathons.ts';

const HOUR_MS = 60 * 60 * 1000;

const answers: { rating: number; comment: string | null }[] = [
  { rating: 5, comment: '밤새 코딩했지만 멘토링 덕분에 끝까지 완성했어요. 다음에도 참가할게요!' },
  { rating: 4, comment: 'Great mentors and food. The Wi-Fi struggled around midnight.' },
  { rating: 5, comment: null },
  { rating: 3, comment: '심사 기준을 조금 더 일찍 알려 주시면 좋겠습니다.' },
  { rating: 4, comment: 'Loved meeting the other teams at the demo session.' },
  { rating: 5, comment: null },
];

async function seed(db: Db, clock: Clock): Promise<boolean> {
  const [hackathon] = await db.select().from(events).where(eq(events.handle, DEMO_FINISHED_HACKATHON));
  if (!hackathon) return false;
  const [existing] = await db.select().from(thankYouSettings).where(eq(thankYouSettings.eventId, hackathon.id));
  if (existing) return false;
  const now = clock.now();
  await db.insert(thankYouSettings).values({ eventId: hackathon.id, enabled: true, updatedAt: now });
  const attendees = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, hackathon.id), eq(registrations.status, 'APPROVED')))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  if (attendees.length === 0) return true;
  const thankedAt = new Date(hackathon.endsAt.getTime() + HOUR_MS);
  await db.insert(thankYouDeliveries).values(
    attendees.map((a) => ({
      registrationId: a.id,
      feedbackToken: randomBytes(18).toString('base64url'),
      createdAt: thankedAt,
    })),
  );
  await db.insert(eventFeedback).values(
    attendees.slice(0, answers.length).map((a, i) => ({
      registrationId: a.id,
      eventId: hackathon.id,
      ...answers[i],
      createdAt: new Date(thankedAt.getTime() + (i + 1) * HOUR_MS),
    })),
  );
  return true;
}

export const demoFeedbackSeeder: DemoSeeder = { name: 'feedback', seed };
