// The lounge's routes check the session in the door's statement (decision 056): the door is read
// before validation, where any route's session is checked, and kept for the handler, which enters
// by it, so a caller who may not enter still gets 400 for bad input before 404.
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { acceptSessionCheck, requireUser } from '../../identity/index.ts';
import { readLoungeDoor, type LoungeDoor } from './lounge-access.ts';

const doors = new WeakMap<FastifyRequest, LoungeDoor>();

/** Checks the request's session and reads its way into the lounge, in one statement; 401 as requireUser. */
export async function passLoungeDoor(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const claims = request.accessClaims;
  if (!claims) return void requireUser(request);
  const door = await readLoungeDoor(deps.db, (request.params as { id: string }).id, claims);
  acceptSessionCheck(request, door.session);
  doors.set(request, door);
}

/** What the door read for this request, whose session passed. */
export function doorOf(request: FastifyRequest): LoungeDoor {
  const door = doors.get(request);
  if (!door) throw new Error('a lounge route reached its handler without passing the door');
  return door;
}
