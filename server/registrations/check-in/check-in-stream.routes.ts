// GET …/check-in/stream: server-sent events for every scanner and check-in screen of an event.
// Access is checked when the stream opens, and again at each heartbeat: someone signed out (or whose
// session was ended) or taken off the team is disconnected. Events:
//   ready     {summary, recent}    once, on connect — (re)load the list now; recent: the latest changes, newest first
//   check-in  CheckInLogEntry      each change any scanner on any app instance made (id: the log id)
//   summary   CheckInSummary       the counts after the changes just sent
//   ": heartbeat" comments keep proxies from closing an idle stream.
// On shutdown the stream ends with "retry: 1000": the browser's EventSource reconnects a second later.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { followCheckIns } from '../../../contract/endpoints/registrations/check-in.ts';
import { can, eventPermissions } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { isSessionLive, requireUser } from '../../identity/index.ts';
import { findEventWithRole, requireEventRole } from '../../events/index.ts';
import type { CheckInHub } from './check-in-hub.ts';
import { recentCheckInsOf } from './check-in-log.ts';
import { summarizeCheckIns } from './check-in-summary.service.ts';

/** How soon a page reconnects after the instance it was connected to shut down. */
export const RECONNECT_ON_SHUTDOWN_MS = 1000;

/** How much of the door's activity a page opens with. */
export const RECENT_ON_CONNECT = 12;

export type StreamOptions = { hub: CheckInHub; heartbeatMs: number };

export async function checkInStreamRoutes(app: FastifyInstance, deps: AppDeps, options: StreamOptions) {
  route(app, followCheckIns, async (request, reply) => {
    const user = requireUser(request);
    const { event } = await requireEventRole(deps.db, request.params.id, user.id, eventPermissions.checkInGuests);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let open = true;
    const write = (text: string) => {
      if (open && !res.destroyed && !res.writableEnded) res.write(text);
    };
    const send = (name: string, data: unknown, id?: string) =>
      write(`${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    const end = () => {
      if (open && !res.writableEnded) res.end();
      open = false;
    };
    write('retry: 3000\n\n');
    let unsubscribe = () => {};
    try {
      // Listening first, counting second: nothing falls between the counts and the first change pushed.
      unsubscribe = await options.hub.subscribe(event.id, {
        change: (entry) => send('check-in', entry, entry.id),
        summary: (counts) => send('summary', counts),
        // This instance is shutting down: the page reconnects in a second, to an instance that stays.
        close: () => {
          write(`retry: ${RECONNECT_ON_SHUTDOWN_MS}\n\n`);
          end();
        },
      });
      const [summary, recent] = await Promise.all([
        summarizeCheckIns(deps.db, event.id),
        recentCheckInsOf(deps.db, event.id, RECENT_ON_CONNECT),
      ]);
      send('ready', { summary, recent });
    } catch (error) {
      request.log.error({ err: error }, 'check-in stream failed to start');
      unsubscribe();
      end();
      return reply;
    }
    const stillAllowed = async () =>
      (await isSessionLive(deps.db, user)) && can((await findEventWithRole(deps.db, event.id, user.id))?.role, 'checkInGuests');
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      void stillAllowed().then(
        (allowed) => (allowed ? undefined : end()),
        () => undefined,
      );
    }, options.heartbeatMs);
    const stop = () => {
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
    };
    res.on('close', stop);
    if (res.destroyed) stop();
    // Hijacked: the stream answers, not the return value.
    return reply;
  });
}
