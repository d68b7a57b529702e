// Whether an event is a hackathon: its hackathon mode as the host set it, else its kind. One rule,
// read by registration (which then asks how the person takes part) and by every hackathon route.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { hackathonSettings } from '../../platform/db/schema/index.ts';

/** SQL true when the event (given by its id and kind columns) is a hackathon. */
export function isHackathonEvent(eventId: SQL, eventType: SQL): SQL<boolean> {
  return sql<boolean>`coalesce((select hs.enabled from ${hackathonSettings} hs where hs.event_id = ${eventId}), ${eventType} = 'HACKATHON')`;
}

export async function isHackathon(db: DbOrTx, event: { id: string; type: string }): Promise<boolean> {
  const [settings] = await db
    .select({ enabled: hackathonSettings.enabled })
    .from(hackathonSettings)
    .where(eq(hackathonSettings.eventId, event.id));
  return settings ? settings.enabled : event.type === 'HACKATHON';
}
