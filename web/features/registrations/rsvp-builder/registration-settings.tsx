import { Button, NumberInput, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { eventLimits, UpdateEventSchema } from '../../../../contract/events.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { SideCard } from './side-card.tsx';
import type { RegistrationSettings as Settings } from './tickets.api.ts';
import { useSaveRegistrationSettings } from './tickets.api.ts';

const settingsOf = (event: EventDetail): Settings => ({
  approvalRequired: event.approvalRequired,
  waitlistEnabled: event.waitlistEnabled,
  maxParticipants: event.maxParticipants,
});

/** Who gets in: host approval, the event's maximum (blank: unlimited) and the waitlist once it is full. */
export function RegistrationSettings({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Settings>(() => settingsOf(event));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRegistrationSettings(event.id);
  const saved = settingsOf(event);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const change = (next: Partial<Settings>) => {
    setValues((current) => ({ ...current, ...next }));
    setError(null);
  };

  const submit = () => {
    const parsed = UpdateEventSchema.safeParse(values);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    save.mutate(values, {
      onSuccess: (updated) => {
        setValues(settingsOf(updated));
        showToast('success', t('rsvpBuilder.toast.saved'));
      },
      onError: (failure) => {
        const field = isApiError(failure) ? failure.fields?.maxParticipants : undefined;
        setError(
          field ? (i18n.exists(field) ? t(field) : field) : messageForError(failure, (key, options) => t(key, { ...options })),
        );
      },
    });
  };

  return (
    <SideCard title={t('rsvpBuilder.settings.title')}>
      <Stack gap="md">
        <Switch
          label={t('rsvpBuilder.settings.approval')}
          description={t('rsvpBuilder.settings.approvalHint')}
          checked={values.approvalRequired}
          onChange={(e) => change({ approvalRequired: e.currentTarget.checked })}
        />
        <NumberInput
          label={t('rsvpBuilder.settings.capacity')}
          description={t('rsvpBuilder.settings.capacityHint')}
          placeholder={t('rsvpBuilder.settings.unlimited')}
          min={1}
          max={eventLimits.maxParticipants}
          allowDecimal={false}
          allowNegative={false}
          value={values.maxParticipants ?? ''}
          onChange={(value) => change({ maxParticipants: value === '' ? null : Number(value) })}
          error={error}
        />
        <Switch
          label={t('rsvpBuilder.settings.waitlist')}
          description={t('rsvpBuilder.settings.waitlistHint')}
          checked={values.waitlistEnabled}
          onChange={(e) => change({ waitlistEnabled: e.currentTarget.checked })}
        />
        <Button radius="xl" variant={dirty ? 'filled' : 'default'} disabled={!dirty} loading={save.isPending} onClick={submit}>
          {t('rsvpBuilder.settings.save')}
        </Button>
      </Stack>
    </SideCard>
  );
}
