import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../contract/endpoint.ts';
import { getPublishedHackathonResults } from '../../contract/endpoints/hackathons/judging.ts';
import type { PublicResultRow, PublicResults } from '../../contract/judging.ts';
import { fetchPublishedResults, resultSections } from './published-results.ts';

const row = (rank: number, title: string, track: { id: string; name: string }): PublicResultRow => ({
  rank,
  project: { id: `p-${rank}`, title, teamName: `${title} team`, track },
  points: 69,
  judgeCount: 2,
  award: rank === 1 ? 'FIRST' : 'SECOND',
});
const climate = { id: 'track-climate', name: 'Climate Tech' };
const open = { id: 'track-open', name: 'Open Track' };
const published: PublicResults = {
  eventId: 'event-1',
  publishedAt: '2026-06-10T00:00:00.000Z',
  overall: [row(1, 'Moonlight Map', climate), row(2, 'Open Planner', open)],
  tracks: [
    { track: climate, rows: [row(1, 'Moonlight Map', climate)] },
    { track: open, rows: [row(1, 'Open Planner', open)] },
  ],
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchPublishedResults', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the public results of the event and gives the published ranking', async () => {
    const fetchMock = answer(200, { data: published });
    expect(await fetchPublishedResults('event-1')).toEqual(published);
    expect(fetchMock).toHaveBeenCalledWith(pathOf(getPublishedHackathonResults, { id: 'event-1' }), expect.anything());
  });

  it('gives nothing before publication (404 G04032)', async () => {
    answer(404, { errorCode: 'G04032' });
    expect(await fetchPublishedResults('event-1')).toBeNull();
  });

  it('gives nothing when the request fails or the answer is not a ranking', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await fetchPublishedResults('event-1')).toBeNull();
    answer(200, { data: { eventId: 'event-1' } });
    expect(await fetchPublishedResults('event-1')).toBeNull();
    answer(500, { errorCode: 'G00000' });
    expect(await fetchPublishedResults('event-1')).toBeNull();
  });
});

describe('resultSections', () => {
  it('lists the overall ranking first, then one per track', () => {
    expect(resultSections(published, 'Overall ranking').map(({ id, heading, rows }) => [id, heading, rows.length])).toEqual([
      ['overall', 'Overall ranking', 2],
      ['track-climate', 'Climate Tech', 1],
      ['track-open', 'Open Track', 1],
    ]);
  });

  it('lists the overall ranking alone when the hackathon has no tracks', () => {
    expect(resultSections({ ...published, tracks: [] }, 'Overall ranking').map(({ id }) => id)).toEqual(['overall']);
  });
});
