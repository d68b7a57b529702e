import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pathOf } from '../../../../contract/endpoint.ts';
import { followCheckIns } from '../../../../contract/endpoints/registrations/check-in.ts';
import type { CheckInLogEntry, CheckInSummary } from '../../../../contract/guests.ts';
import { refreshSession } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** live: the stream is open. reconnecting: it dropped and the browser is reopening it. polling: no stream, the page asks every few seconds. */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'polling';

const POLL_MS = 3000;
const RECENT = 12;
const MAX_REOPENS = 3;

/** Newest first, each change once (ids are the log's, increasing), at most RECENT. */
function mergeRecent(incoming: CheckInLogEntry[], list: CheckInLogEntry[]): CheckInLogEntry[] {
  const byId = new Map([...list, ...incoming].map((entry) => [entry.id, entry]));
  return [...byId.values()].sort((a, b) => Number(b.id) - Number(a.id)).slice(0, RECENT);
}

/**
 * Follows the event's check-in stream (server-sent events) so every scanner and list of the event sees
 * the others' check-ins within seconds: each change reloads the lists, each summary becomes the
 * count. A stream the server refuses (an expired session) is reopened after a session refresh;
 * after a few refusals, or without EventSource, the page falls back to polling.
 */
export function useCheckInStream(eventId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>(typeof EventSource === 'undefined' ? 'polling' : 'connecting');
  const [recent, setRecent] = useState<CheckInLogEntry[]>([]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopens = 0;
    let connected = false;
    let stopped = false;
    let reload: ReturnType<typeof setTimeout> | undefined;
    const reloadLists = () => {
      // A burst of scans reloads the lists once.
      clearTimeout(reload);
      reload = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.checkIn.lists(eventId) }),
        250,
      );
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource(pathOf(followCheckIns, { id: eventId }), { withCredentials: true });
      source.addEventListener('ready', (message: MessageEvent<string>) => {
        reopens = 0;
        setState('live');
        const ready = JSON.parse(message.data) as { summary: CheckInSummary; recent?: CheckInLogEntry[] };
        queryClient.setQueryData(queryKeys.registrations.checkIn.summary(eventId), ready.summary);
        // The door's activity so far, so a reload keeps it; changes seen meanwhile are merged in.
        setRecent((list) => mergeRecent(ready.recent ?? [], list));
        // Back after a drop: what changed meanwhile is only in a fresh list.
        if (connected) reloadLists();
        connected = true;
      });
      source.addEventListener('summary', (message: MessageEvent<string>) => {
        queryClient.setQueryData(queryKeys.registrations.checkIn.summary(eventId), JSON.parse(message.data) as CheckInSummary);
      });
      source.addEventListener('check-in', (message: MessageEvent<string>) => {
        const entry = JSON.parse(message.data) as CheckInLogEntry;
        setRecent((list) => mergeRecent([entry], list));
        reloadLists();
      });
      source.onerror = () => {
        if (stopped || !source) return;
        if (source.readyState !== EventSource.CLOSED) return setState('reconnecting');
        source.close();
        if (reopens >= MAX_REOPENS) return setState('polling');
        reopens += 1;
        setState('reconnecting');
        void refreshSession().then(() => setTimeout(open, 1000 * reopens));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reload);
      source?.close();
    };
  }, [eventId, queryClient]);

  return { state, recent, pollInterval: state === 'live' ? false : POLL_MS } as const;
}
