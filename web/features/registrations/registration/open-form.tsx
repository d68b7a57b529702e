import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '../../../../contract/registration-views.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import type { GuestProof } from './guest-proof.ts';
import { publicFormQuery, ticketsInfoQuery } from './registration.api.ts';
import { RegistrationForm } from './registration-form.tsx';
import { joinsWaitlist } from './registration-state.ts';

type Props = {
  eventId: string;
  mode: 'member' | 'guest';
  proof?: GuestProof | null;
  onRegistered: (result: MyRegistration) => void;
  onAlreadyRegistered: () => void;
};

/** The form, when registration is open; otherwise why not. */
export function OpenForm({ eventId, mode, proof = null, onRegistered, onAlreadyRegistered }: Props) {
  const { t } = useTranslation();
  const tickets = useQuery(ticketsInfoQuery(eventId));
  const open = tickets.data?.registrationState === 'OPEN' && tickets.data.formPublished;
  const form = useQuery({ ...publicFormQuery(eventId), enabled: open });
  if (tickets.isPending || (open && form.isPending)) return <Spinner />;
  if (!tickets.data || !open || !form.data) return <ClosedNotice info={tickets.data ?? null} />;
  return (
    <>
      {joinsWaitlist(tickets.data) && (
        <Alert color="blue" icon={<IconHourglass size={18} aria-hidden />} mb="lg" title={t('registration.waitlistNotice.title')}>
          {t('registration.waitlistNotice.body', { count: tickets.data.waitlistCount })}
        </Alert>
      )}
      <RegistrationForm
        key={proof?.email ?? 'member'}
        eventId={eventId}
        questions={form.data.questions}
        prefill={form.data.prefill}
        participationTypes={form.data.participationTypes}
        mode={mode}
        proof={proof}
        onRegistered={onRegistered}
        onAlreadyRegistered={onAlreadyRegistered}
      />
    </>
  );
}
