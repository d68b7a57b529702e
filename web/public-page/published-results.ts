import { useEffect, useState } from 'react';
import type { EventPage } from '../../contract/event-views.ts';
import type { PublicResultRow, PublicResults } from '../../contract/judging.ts';

/**
 * GET /v1/events/{id}/hackathon/results (`getPublishedHackathonResults`) with a plain fetch: the
 * ranking once the host has published it. Before that the server answers 404 (G04032); that, any
 * other refusal and a failed request all mean the page shows no results. The path is written out
 * because importing the endpoint would bring its schemas and zod into this page's small first
 * download (docs/decisions/006-public-event-page.md); the test holds it to the declared one.
 */
export async function fetchPublishedResults(eventId: string, signal?: AbortSignal): Promise<PublicResults | null> {
  try {
    const response = await fetch(`/v1/events/${encodeURIComponent(eventId)}/hackathon/results`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: PublicResults };
    return body.data && Array.isArray(body.data.overall) ? body.data : null;
  } catch {
    return null;
  }
}

/** A hackathon's published results, asked for after the page has drawn; null for any other event and until they arrive. */
export function usePublishedResults(event: Pick<EventPage, 'id' | 'type'>): PublicResults | null {
  const [results, setResults] = useState<PublicResults | null>(null);
  const isHackathon = event.type === 'HACKATHON';
  useEffect(() => {
    if (!isHackathon) return;
    const controller = new AbortController();
    void fetchPublishedResults(event.id, controller.signal).then((found) => {
      if (!controller.signal.aborted) setResults(found);
    });
    return () => controller.abort();
  }, [event.id, isHackathon]);
  return results;
}

export type ResultSection = { id: string; heading: string; rows: PublicResultRow[] };

/** What the page lists: the overall ranking, then one per track when the hackathon has tracks. */
export function resultSections(results: PublicResults, overallHeading: string): ResultSection[] {
  return [
    { id: 'overall', heading: overallHeading, rows: results.overall },
    ...results.tracks.map(({ track, rows }) => ({ id: track.id, heading: track.name, rows })),
  ];
}
