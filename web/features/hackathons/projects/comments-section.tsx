import { ActionIcon, Avatar, Button, Group, Menu, Text, Textarea } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hackathonLimits } from '../../../../contract/hackathons.ts';
import type { Comment, HackathonOverview } from '../../../../contract/hackathons.ts';
import { readableInitialsColors } from '../../../components/ui/initials-colors.ts';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { commentsQuery, useAddComment, useDeleteComment, useEditComment } from './hackathon-projects.api.ts';
import classes from './projects.module.css';

/** Comments, oldest first. Writing one needs a profile card; authors edit and delete theirs, hosts delete any. */
export function CommentsSection({
  overview,
  projectId,
  cardPrompt,
}: {
  overview: HackathonOverview;
  projectId: string;
  cardPrompt: ReactNode;
}) {
  const { t } = useTranslation();
  const comments = useInfiniteQuery(commentsQuery(overview.eventId, projectId));
  const add = useAddComment(overview.eventId, projectId);
  const [body, setBody] = useState('');
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const send = () => {
    if (!body.trim()) return;
    add.mutate(body, {
      onSuccess: () => {
        setBody('');
        showToast('success', t('hackathonProjects.comments.posted'));
      },
    });
  };
  return (
    <section className={classes.section} aria-labelledby="comments-title" data-testid="comments">
      <h2 id="comments-title" className={classes.sectionTitle}>
        {t('hackathonProjects.comments.title')}
      </h2>
      {items.length === 0 && !comments.isPending && (
        <Text size="sm" c="gray.7">
          {t('hackathonProjects.comments.empty')}
        </Text>
      )}
      <ul className={classes.list}>
        {items.map((comment) => (
          <CommentItem key={comment.id} eventId={overview.eventId} comment={comment} />
        ))}
      </ul>
      {comments.hasNextPage && (
        <Button
          variant="default"
          radius="xl"
          size="xs"
          className={classes.loadMore}
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('hackathonProjects.loadMore')}
        </Button>
      )}
      {overview.viewer.hasCard ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Textarea
            label={t('hackathonProjects.comments.label')}
            placeholder={t('hackathonProjects.comments.placeholder')}
            autosize
            minRows={2}
            maxLength={hackathonLimits.comment}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt="sm">
            <Button type="submit" radius="xl" loading={add.isPending} disabled={!body.trim()}>
              {t('hackathonProjects.comments.post')}
            </Button>
          </Group>
        </form>
      ) : (
        cardPrompt
      )}
    </section>
  );
}

function CommentItem({ eventId, comment }: { eventId: string; comment: Comment }) {
  const { t } = useTranslation();
  const edit = useEditComment(eventId, comment.projectId);
  const remove = useDeleteComment(eventId, comment.projectId);
  const [editing, setEditing] = useState<string | null>(null);
  const save = () => {
    if (editing === null || !editing.trim()) return;
    edit.mutate({ commentId: comment.id, body: editing }, { onSuccess: () => setEditing(null) });
  };
  return (
    <li className={classes.row} data-testid="comment" style={{ alignItems: 'flex-start' }}>
      <Avatar
        src={comment.author.avatarUrl}
        name={comment.author.name}
        color="initials"
        allowedInitialsColors={readableInitialsColors}
        radius="xl"
        size={32}
        alt=""
      />
      <div className={classes.rowText}>
        <Text size="sm">
          <strong>{comment.author.name}</strong>{' '}
          <Text span size="xs" c="gray.7" data-testid="comment-handle">
            @{comment.author.handle}
          </Text>{' '}
          <Text span size="xs" c="gray.7">
            <RelativeTime iso={comment.createdAt} />
            {comment.updatedAt !== comment.createdAt && ` · ${t('hackathonProjects.comments.edited')}`}
          </Text>
        </Text>
        {editing === null ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {comment.body}
          </Text>
        ) : (
          <>
            <Textarea
              aria-label={t('hackathonProjects.comments.editLabel')}
              autosize
              minRows={2}
              maxLength={hackathonLimits.comment}
              value={editing}
              onChange={(event) => setEditing(event.currentTarget.value)}
            />
            <Group gap="xs" mt={6}>
              <Button size="xs" onClick={save} loading={edit.isPending}>
                {t('hackathonProjects.comments.save')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t('hackathonProjects.cancel')}
              </Button>
            </Group>
          </>
        )}
      </div>
      {(comment.isMine || comment.canDelete) && editing === null && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('hackathonProjects.comments.actions', { name: comment.author.name })}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {comment.isMine && (
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(comment.body)}>
                {t('hackathonProjects.comments.edit')}
              </Menu.Item>
            )}
            {comment.canDelete && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() =>
                  remove.mutate(comment.id, { onSuccess: () => showToast('success', t('hackathonProjects.comments.deleted')) })
                }
              >
                {t('hackathonProjects.comments.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </li>
  );
}
