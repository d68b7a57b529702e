// Test steps for the live stream: the app listening on a free port, and a server-sent events
// reader that collects what a scanner's EventSource would receive.
import type { AddressInfo } from 'node:net';
import type { TestApp } from './create-test-app.ts';
import type { Actor } from './registrations.ts';
import { managementUrl } from './guests.ts';

export type SseEvent = { event: string; data: unknown; id?: string };

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Opens the stream and collects its events (and the raw text, heartbeats included). */
export async function openStream(baseUrl: string, eventId: string, actor: Actor) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${managementUrl(eventId, '/check-in/stream')}`, {
    headers: { cookie: actor.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let raw = '';
  let ended = false;
  const pump = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        raw += text;
        buffer += text;
        let split;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.event) events.push({ event: fields.event, data: JSON.parse(fields.data), id: fields.id });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    res,
    events,
    raw: () => raw,
    /** whether the server ended the stream within the time */
    async endsWithin(timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return ended;
    },
    async waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        if (Date.now() > deadline) throw new Error(`stream: timed out; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return events;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
