// Comments on a project: anyone at the hackathon reads them; writing one needs a profile card
// (404 G04004 without); the author edits and deletes their own, and the host team (HOST, CO_HOST)
// deletes any. A comment is found only under its own project (else 404 G04012).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '../../../contract/events.ts';
import type { Comment, CommentFormSchema } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { hackathonComments, users } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findCard } from '../../people/index.ts';
import { enterHackathon, type HackathonEntry } from '../settings/hackathon-access.ts';
import { findProject } from './project-rows.ts';

type CommentInput = z.output<typeof CommentFormSchema>;

const isModerator = (entry: HackathonEntry) => entry.role !== 'GUEST' && can(entry.role, 'editHackathon');

function selectComments(db: DbOrTx) {
  return db
    .select({ comment: hackathonComments, handle: users.handle, name: users.name, avatarUrl: users.avatarUrl })
    .from(hackathonComments)
    .innerJoin(users, eq(users.id, hackathonComments.authorId));
}

type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

function toComment(row: CommentRow, viewerId: string, entry: HackathonEntry): Comment {
  const { comment } = row;
  const isMine = comment.authorId === viewerId;
  return {
    id: comment.id,
    projectId: comment.projectId,
    author: { userId: comment.authorId, handle: row.handle, name: row.name, avatarUrl: row.avatarUrl },
    body: comment.body,
    isMine,
    canDelete: isMine || isModerator(entry),
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
  };
}

/** Oldest first, as a conversation reads. */
export async function listComments(
  deps: AppDeps,
  viewerId: string,
  eventId: string,
  projectId: string,
  page: { take: number; cursorId?: string },
) {
  const entry = await enterHackathon(deps.db, eventId, viewerId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  const cursor =
    page.cursorId && isUuid(page.cursorId)
      ? sql`(${hackathonComments.createdAt}, ${hackathonComments.id}) > (select c.created_at, c.id from ${hackathonComments} c where c.id = ${page.cursorId})`
      : undefined;
  const rows = await selectComments(deps.db)
    .where(and(eq(hackathonComments.projectId, project.id), cursor))
    .orderBy(asc(hackathonComments.createdAt), asc(hackathonComments.id))
    .limit(page.take + 1);
  const hasMore = rows.length > page.take;
  const items = rows.slice(0, page.take).map((row) => toComment(row, viewerId, entry));
  return { items, hasMore, cursorId: hasMore ? items[items.length - 1].id : null };
}

async function loadComment(db: DbOrTx, projectId: string, commentId: string): Promise<CommentRow> {
  const [row] = isUuid(commentId)
    ? await selectComments(db).where(and(eq(hackathonComments.projectId, projectId), eq(hackathonComments.id, commentId)))
    : [];
  if (!row) throw new AppError('G04012');
  return row;
}

export async function addComment(
  deps: AppDeps,
  authorId: string,
  eventId: string,
  projectId: string,
  input: CommentInput,
): Promise<Comment> {
  const entry = await enterHackathon(deps.db, eventId, authorId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  if (!(await findCard(deps.db, authorId))) throw new AppError('G04004');
  const now = deps.clock.now();
  const [comment] = await deps.db
    .insert(hackathonComments)
    .values({ projectId: project.id, authorId, body: input.body, createdAt: now, updatedAt: now })
    .returning();
  return toComment(await loadComment(deps.db, project.id, comment.id), authorId, entry);
}

/** Its author only (anyone else 403 G01019). */
export async function editComment(
  deps: AppDeps,
  userId: string,
  eventId: string,
  projectId: string,
  commentId: string,
  input: CommentInput,
): Promise<Comment> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  const row = await loadComment(deps.db, project.id, commentId);
  if (row.comment.authorId !== userId) throw new AppError('G01019');
  await deps.db
    .update(hackathonComments)
    .set({ body: input.body, updatedAt: deps.clock.now() })
    .where(eq(hackathonComments.id, row.comment.id));
  return toComment(await loadComment(deps.db, project.id, row.comment.id), userId, entry);
}

/** Its author, or the host team's HOST and CO_HOST (anyone else 403 G01019). */
export async function deleteComment(
  deps: AppDeps,
  userId: string,
  eventId: string,
  projectId: string,
  commentId: string,
): Promise<void> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  const row = await loadComment(deps.db, project.id, commentId);
  if (row.comment.authorId !== userId && !isModerator(entry)) throw new AppError('G01019');
  await deps.db.delete(hackathonComments).where(eq(hackathonComments.id, row.comment.id));
}
