import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { queryClient } from '../api/query-client.ts';
import { RouteError } from '../app/route-error.tsx';
import { eventPageQuery } from '../features/events/event-page/event-page.api.ts';
import { EventUnavailable } from '../features/events/event-page/event-unavailable.tsx';
import { JudgingEntryLink } from '../features/hackathons/judging/judging-entry-link.tsx';
import { PublishedResults } from '../features/hackathons/judging/published-results.tsx';
import { CardNeeded } from '../features/hackathons/projects/card-needed.tsx';
import { HackathonDoor } from '../features/hackathons/projects/hackathon-door.tsx';
import { overviewQuery, projectQuery } from '../features/hackathons/projects/hackathon-projects.api.ts';
import { ProjectDetailPage } from '../features/hackathons/projects/project-detail-page.tsx';
import { ProjectFormPage } from '../features/hackathons/projects/project-form-page.tsx';
import { ProjectsPage } from '../features/hackathons/projects/projects-page.tsx';
import { CardSetupModal } from '../features/people/lounge/card/card-setup-modal.tsx';
import { requireSignedIn } from '../session/require-signed-in.ts';
import { queryKeys } from '../api/query-keys.ts';

/** Signed in (anonymous visitors sign in and come back); the event by its handle; then the hackathon's door. */
export async function hackathonLoader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  const event = await queryClient.ensureQueryData(eventPageQuery(args.params.handle ?? ''));
  await queryClient.ensureQueryData(overviewQuery(event.id));
  if (args.params.projectId) await queryClient.ensureQueryData(projectQuery(event.id, args.params.projectId));
  return null;
}

function useEventOfRoute() {
  const { handle = '' } = useParams();
  return useSuspenseQuery(eventPageQuery(handle)).data;
}

/** The lounge's card form, for the pages that need a card (comments, For You); the pages read who I am again after it. */
function useCardPrompt(eventId: string, reason: 'comment' | 'forYou') {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    void client.invalidateQueries({ queryKey: queryKeys.hackathons.all(eventId) });
  };
  return (
    <>
      <CardNeeded reason={reason} onMakeCard={() => setOpen(true)} />
      <CardSetupModal eventId={eventId} opened={open} onClose={close} />
    </>
  );
}

/** `/events/:handle/hackathon/projects` */
export function ProjectsRoute() {
  const event = useEventOfRoute();
  return (
    <ProjectsPage
      eventId={event.id}
      loungeEnabled={event.loungeEnabled}
      cardPrompt={useCardPrompt(event.id, 'forYou')}
      results={<PublishedResults eventId={event.id} />}
      extraActions={<JudgingEntryLink eventId={event.id} handle={event.handle} />}
    />
  );
}

/** `/events/:handle/hackathon/projects/new` */
export function NewProjectRoute() {
  const event = useEventOfRoute();
  return <ProjectFormPage eventId={event.id} project={null} />;
}

/** `/events/:handle/hackathon/projects/:projectId` */
export function ProjectRoute() {
  const event = useEventOfRoute();
  const { projectId = '' } = useParams();
  return (
    <ProjectDetailPage key={projectId} eventId={event.id} projectId={projectId} cardPrompt={useCardPrompt(event.id, 'comment')} />
  );
}

/** `/events/:handle/hackathon/projects/:projectId/edit` */
export function EditProjectRoute() {
  const event = useEventOfRoute();
  const { projectId = '' } = useParams();
  const { data: project } = useSuspenseQuery(projectQuery(event.id, projectId));
  return <ProjectFormPage key={projectId} eventId={event.id} project={project} />;
}

/**
 * Anyone not at the hackathon gets 404 G04002: "Please register for the event to access this page."
 * An event that is not there at all is the event page's own 404; another 404 (a project) the usual screen.
 */
export function HackathonError() {
  const error = useRouteError();
  const { handle = '' } = useParams();
  if (!isApiError(error) || error.status !== 404) return <RouteError />;
  const eventKnown = queryClient.getQueryData(eventPageQuery(handle).queryKey) !== undefined;
  if (!eventKnown) return <EventUnavailable />;
  return error.errorCode === 'G04002' ? <HackathonDoor eventHandle={handle} /> : <RouteError />;
}
