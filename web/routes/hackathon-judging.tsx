import { Container } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { queryClient } from '../api/query-client.ts';
import { RouteError } from '../app/route-error.tsx';
import { ErrorScreen } from '../components/ui/error-screen.tsx';
import { eventPageQuery } from '../features/events/event-page/event-page.api.ts';
import { EventUnavailable } from '../features/events/event-page/event-unavailable.tsx';
import { judgeQueueQuery } from '../features/hackathons/judging/hackathon-judging.api.ts';
import { JudgePage } from '../features/hackathons/judging/judge-page.tsx';
import { JudgingHostPage } from '../features/hackathons/judging/judging-host-page.tsx';
import { HackathonDoor } from '../features/hackathons/projects/hackathon-door.tsx';
import { requireSignedIn } from '../session/require-signed-in.ts';
import { useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/hackathon/judging`: criteria, judges, assignment, progress and results. */
export function JudgingManagementRoute() {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  return (
    <Container size="lg" w="100%" py={28}>
      <title>{t('hackathonJudging.documentTitle', { title: event.title })}</title>
      <JudgingHostPage eventId={event.id} />
    </Container>
  );
}

/** Signed in (anonymous visitors sign in and come back); the event by its handle; then the judge's queue. */
export async function judgingLoader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  const event = await queryClient.ensureQueryData(eventPageQuery(args.params.handle ?? ''));
  await queryClient.ensureQueryData(judgeQueueQuery(event.id));
  return null;
}

/** `/events/:handle/hackathon/judging` */
export function JudgingRoute() {
  const { handle = '' } = useParams();
  const { data: event } = useSuspenseQuery(eventPageQuery(handle));
  return <JudgePage eventId={event.id} handle={event.handle} title={event.title} />;
}

/** Not at the hackathon: its door; at it but not a judge (403): the usual forbidden screen. */
export function JudgingError() {
  const error = useRouteError();
  const { handle = '' } = useParams();
  if (!isApiError(error)) return <RouteError />;
  if (error.status === 403) return <ErrorScreen kind="forbidden" />;
  if (error.status !== 404) return <RouteError />;
  const eventKnown = queryClient.getQueryData(eventPageQuery(handle).queryKey) !== undefined;
  if (!eventKnown) return <EventUnavailable />;
  return error.errorCode === 'G04002' ? <HackathonDoor eventHandle={handle} /> : <RouteError />;
}
