import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { EventPage } from '../../../../contract/event-views.ts';
import type { MyRegistration } from '../../../../contract/registration-views.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AlreadyRegistered } from './already-registered.tsx';
import { hasRegistered } from './registration-state.ts';
import { ClosedNotice } from './closed-notice.tsx';
import { OpenForm } from './open-form.tsx';
import { myRegistrationQuery } from './registration.api.ts';

/** A signed-in member: their registration if they have one, else the form with their profile filled in. */
export function MemberRegistration({ event }: { event: EventPage }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mineQuery = myRegistrationQuery(event.id, null);
  const mine = useQuery(mineQuery);
  if (mine.isPending) return <Spinner />;
  if (!mine.data) return <ClosedNotice info={null} onRetry={() => void mine.refetch()} />;
  if (hasRegistered(mine.data.label)) return <AlreadyRegistered label={mine.data.label} eventId={event.id} />;

  const registered = (result: MyRegistration) => {
    queryClient.setQueryData(mineQuery.queryKey, result);
    void navigate(`/events/${event.handle}/registration/result`);
  };
  return <OpenForm eventId={event.id} mode="member" onRegistered={registered} onAlreadyRegistered={() => void mine.refetch()} />;
}
