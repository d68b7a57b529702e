import { Anchor, Button, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { EventPage } from '../../../../contract/event-views.ts';
import type { MyRegistration } from '../../../../contract/registration-views.ts';
import { isApiError } from '../../../api/api-error.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { signInPathFor } from '../../../session/require-signed-in.ts';
import { AlreadyRegistered } from './already-registered.tsx';
import { hasRegistered } from './registration-state.ts';
import { forgetGuestProof, readGuestProof } from './guest-proof.ts';
import type { GuestProof } from './guest-proof.ts';
import { GuestVerification } from './guest-verification.tsx';
import { OpenForm } from './open-form.tsx';
import { myRegistrationQuery } from './registration.api.ts';
import classes from './registration.module.css';
import type { TicketSlot } from './ticket-slot.ts';

/** No account: sign in instead, or prove the email with a code; then the status, or the form. */
export function GuestRegistration({ event, ticket }: { event: EventPage; ticket: TicketSlot }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [proof, setProof] = useState<GuestProof | null>(() => readGuestProof(event.id));
  const mine = useQuery({ ...myRegistrationQuery(event.id, proof), enabled: proof !== null });
  const leave = () => {
    forgetGuestProof(event.id);
    setProof(null);
  };
  // The proof lasts an hour: once the API refuses it, the email is proven again.
  const refused = isApiError(mine.error) && mine.error.status === 401;
  useEffect(() => {
    if (refused) leave();
  });

  if (!proof) {
    return (
      <div className={classes.guestIntro}>
        <Button
          component={Link}
          to={signInPathFor(location.pathname)}
          variant="default"
          size="md"
          radius="xl"
          leftSection={<IconLogin2 size={18} aria-hidden />}
        >
          {t('registration.guest.signIn')}
        </Button>
        <div className={classes.divider} role="separator">
          <span>{t('registration.guest.or')}</span>
        </div>
        <h2 className={classes.subheading}>{t('registration.guest.heading')}</h2>
        <Text size="sm" c="dimmed">
          {t('registration.guest.intro')}
        </Text>
        <GuestVerification
          eventId={event.id}
          onProven={(proven, verified) => {
            queryClient.setQueryData(myRegistrationQuery(event.id, proven).queryKey, {
              eventId: event.id,
              label: verified.label,
              registration: verified.registration,
            });
            setProof(proven);
          }}
        />
      </div>
    );
  }
  if (mine.isPending) return <Spinner />;
  const signOutGuest = (
    <Anchor component="button" type="button" size="sm" className={classes.switchEmail} onClick={leave}>
      {t('registration.guest.notYou', { email: proof.email })}
    </Anchor>
  );
  if (mine.data && hasRegistered(mine.data.label) && mine.data.registration) {
    return (
      <AlreadyRegistered label={mine.data.label} eventId={event.id}>
        {ticket({ eventId: event.id, registration: mine.data.registration, guestToken: proof.token })}
        {signOutGuest}
      </AlreadyRegistered>
    );
  }
  const registered = (result: MyRegistration) => {
    queryClient.setQueryData(myRegistrationQuery(event.id, proof).queryKey, result);
    void navigate(`/events/${event.handle}/registration/result`);
  };
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {t('registration.guest.provenAs', { email: proof.email })} {signOutGuest}
      </Text>
      <OpenForm
        eventId={event.id}
        mode="guest"
        proof={proof}
        onRegistered={registered}
        onAlreadyRegistered={() => void mine.refetch()}
      />
    </>
  );
}
