import { Alert, Anchor, Container, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClock, IconPaperclip } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { projectLinkKinds } from '../../../../contract/hackathons.ts';
import type { JudgeProject, JudgeQueue, ScoreStatus } from '../../../../contract/judging.ts';
import { RichText } from '../../../components/rich-text/rich-text-view.tsx';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import type { StatusTone } from '../../../components/event/status-badge.tsx';
import { ConflictButton } from './conflict-button.tsx';
import { judgeProjectQuery, judgeQueueQuery } from './hackathon-judging.api.ts';
import classes from './judging.module.css';
import { ScoreForm } from './score-form.tsx';

const statusTone: Record<ScoreStatus, StatusTone> = { NONE: 'gray', DRAFT: 'yellow', SUBMITTED: 'green' };
const statusKey: Record<ScoreStatus, string> = { NONE: 'NOT_STARTED', DRAFT: 'DRAFT', SUBMITTED: 'SUBMITTED' };

/** `/events/:handle/hackathon/judging`: the judge's queue and, with `?project=`, that project and its score form. */
export function JudgePage({ eventId, handle, title }: { eventId: string; handle: string; title: string }) {
  const { t } = useTranslation();
  const { data: queue } = useSuspenseQuery(judgeQueueQuery(eventId));
  const [searchParams] = useSearchParams();
  const selected = queue.items.find((item) => item.project.id === searchParams.get('project'))?.project.id ?? null;
  return (
    <Container size="lg" className={classes.page}>
      <title>{t('hackathonJudging.documentTitle', { title })}</title>
      <Anchor component={Link} to={`/events/${handle}`} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {title}
      </Anchor>
      <Title order={1} mt="xs" mb="md">
        {t('hackathonJudging.judge.title')}
      </Title>
      <WindowNotice queue={queue} />
      <div className={classes.judgeLayout}>
        <nav aria-labelledby="judge-queue" className={classes.card}>
          <h2 id="judge-queue" className={classes.cardTitle} style={{ marginBottom: 12 }}>
            {t('hackathonJudging.judge.queue')}
          </h2>
          {queue.items.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('hackathonJudging.judge.queueEmpty')}
            </Text>
          ) : (
            <ul className={classes.list} data-testid="judge-queue">
              {queue.items.map((item) => (
                <li key={item.project.id} data-testid="queue-item">
                  <Link
                    to={`?project=${item.project.id}`}
                    className={classes.queueLink}
                    aria-current={item.project.id === selected ? 'page' : undefined}
                  >
                    <Text fw={600}>{item.project.title}</Text>
                    <Text size="xs" c="gray.7">
                      {item.project.teamName} · {item.project.track.name}
                    </Text>
                    <StatusBadge
                      tone={statusTone[item.status]}
                      size="sm"
                      className={classes.queueStatus}
                      data-testid="queue-status"
                    >
                      {t(`hackathonJudging.judge.status.${statusKey[item.status]}`)}
                    </StatusBadge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className={classes.card}>
          {selected ? (
            <ProjectToJudge key={selected} eventId={eventId} projectId={selected} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('hackathonJudging.judge.pick')}
            </Text>
          )}
        </div>
      </div>
    </Container>
  );
}

/** Outside the window the server refuses scores: the page says the same thing first. */
function WindowNotice({ queue }: { queue: JudgeQueue }) {
  const { t } = useTranslation();
  if (queue.window.status === 'OPEN') return null;
  return (
    <Alert color="gray" icon={<IconClock size={18} aria-hidden />} mb="md" data-testid="judging-window">
      {t(queue.window.status === 'CLOSED' ? 'errors.judgingClosed' : 'errors.judgingNotOpen')}
    </Alert>
  );
}

function ProjectToJudge({ eventId, projectId }: { eventId: string; projectId: string }) {
  const detail = useQuery(judgeProjectQuery(eventId, projectId));
  if (!detail.data) return <Skeleton height={320} radius="md" />;
  return (
    <article aria-labelledby="judged-project" data-testid="judged-project">
      <FrozenProject detail={detail.data} />
      {detail.data.window.status === 'OPEN' && detail.data.score?.status !== 'SUBMITTED' && (
        <div style={{ marginBottom: 16 }}>
          <ConflictButton eventId={eventId} projectId={projectId} title={detail.data.project.title} />
        </div>
      )}
      <ScoreForm eventId={eventId} detail={detail.data} open={detail.data.window.status === 'OPEN'} />
    </article>
  );
}

/** The project as it froze at the deadline: its text, links and deliverables. */
function FrozenProject({ detail }: { detail: JudgeProject }) {
  const { t } = useTranslation();
  const { project, deliverables } = detail;
  const links = projectLinkKinds.filter((kind) => project.links[kind]);
  return (
    <div style={{ marginBottom: 24 }}>
      <h2 id="judged-project" className={classes.cardTitle}>
        {project.title}
      </h2>
      <Text size="sm" c="gray.7" mb="sm">
        {project.teamName} · {project.track.name}
      </Text>
      {project.summary && <Text mb="sm">{project.summary}</Text>}
      <RichText html={project.description} className={classes.description} />
      {links.length > 0 && (
        <>
          <h3>{t('hackathonJudging.judge.links')}</h3>
          <ul className={classes.list}>
            {links.map((kind) => (
              <li key={kind}>
                <Anchor
                  href={project.links[kind] ?? ''}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {project.links[kind]}
                </Anchor>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('hackathonJudging.judge.deliverables')}</h3>
      {deliverables.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('hackathonJudging.judge.noDeliverables')}
        </Text>
      ) : (
        <ul className={classes.list} data-testid="frozen-deliverables">
          {deliverables.map((deliverable) => (
            <li key={deliverable.id} data-testid="frozen-deliverable">
              <IconPaperclip size={14} aria-hidden />{' '}
              <Anchor href={deliverable.url} download={deliverable.name}>
                {deliverable.name}
              </Anchor>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
