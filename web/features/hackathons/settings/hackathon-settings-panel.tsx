import { Button, Skeleton, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HackathonSettings } from '../../../../contract/hackathons.ts';
import { formatShortDate, formatTimeWithZone } from '../../../components/event/event-time-format.ts';
import { DateTimeField } from '../../../components/ui/date-time-field.tsx';
import { isoToWall, wallToIso } from '../../../components/ui/date-time-value.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { hackathonSettingsQuery, useSetHackathonMode, useSetSubmissionDeadline } from './hackathon-settings.api.ts';
import classes from './hackathon-settings.module.css';
import { SettingsWarnings } from './settings-warnings.tsx';
import { TracksCard } from './tracks-card.tsx';

/** The host's Hackathon settings: the mode, the project submission deadline and the tracks. */
export function HackathonSettingsPanel({ eventId }: { eventId: string }) {
  const settings = useQuery(hackathonSettingsQuery(eventId));
  if (!settings.data) return <Skeleton height={240} radius="lg" />;
  return (
    <div className={classes.stack}>
      <ModeCard settings={settings.data} />
      <DeadlineCard key={settings.data.submissionDeadline ?? 'none'} settings={settings.data} />
      <TracksCard eventId={eventId} tracks={settings.data.tracks} />
    </div>
  );
}

function ModeCard({ settings }: { settings: HackathonSettings }) {
  const { t } = useTranslation();
  const setMode = useSetHackathonMode(settings.eventId);
  const checked = setMode.isPending ? Boolean(setMode.variables) : settings.enabled;
  return (
    <section className={classes.card} aria-labelledby="hackathon-mode">
      <h2 id="hackathon-mode" className={classes.cardTitle}>
        {t('hackathonSettings.mode.title')}
      </h2>
      <p className={classes.cardDescription}>{t('hackathonSettings.mode.hint')}</p>
      <Switch
        mt="md"
        label={t('hackathonSettings.mode.toggle')}
        checked={checked}
        disabled={setMode.isPending}
        onChange={(event) =>
          setMode.mutate(event.currentTarget.checked, {
            onSuccess: () => showToast('success', t('hackathonSettings.toast.saved')),
          })
        }
      />
    </section>
  );
}

function DeadlineCard({ settings }: { settings: HackathonSettings }) {
  const { t } = useTranslation();
  const setDeadline = useSetSubmissionDeadline(settings.eventId);
  const [value, setValue] = useState(
    settings.submissionDeadline ? isoToWall(settings.submissionDeadline, settings.timezone) : '',
  );
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const iso = wallToIso(value, settings.timezone);
    if (!iso) {
      setError(t('validation.invalidDate'));
      return;
    }
    setError(null);
    setDeadline.mutate(iso, { onSuccess: () => showToast('success', t('hackathonSettings.toast.deadlineSaved')) });
  };
  const clear = () =>
    setDeadline.mutate(null, { onSuccess: () => showToast('success', t('hackathonSettings.toast.deadlineCleared')) });
  const current = settings.submissionDeadline ? deadlineWords(settings.submissionDeadline, settings.timezone) : null;
  return (
    <section className={classes.card} aria-labelledby="hackathon-deadline">
      <h2 id="hackathon-deadline" className={classes.cardTitle}>
        {t('hackathonSettings.deadline.title')}
      </h2>
      <p className={classes.cardDescription}>{t('hackathonSettings.deadline.hint')}</p>
      <Text size="sm" mt="sm" data-testid="deadline-current">
        {current ? t('hackathonSettings.deadline.current', { date: current }) : t('hackathonSettings.deadline.none')}
      </Text>
      <SettingsWarnings warnings={settings.warnings} />
      <div className={classes.deadlineRow}>
        <DateTimeField
          label={t('hackathonSettings.deadline.label')}
          value={value}
          onChange={setValue}
          timeZone={settings.timezone}
          defaultTime="18:00"
          error={error}
        />
        <div className={classes.deadlineActions}>
          <Button onClick={save} loading={setDeadline.isPending && setDeadline.variables !== null} disabled={!value}>
            {t('hackathonSettings.deadline.save')}
          </Button>
          {settings.submissionDeadline && (
            <Button variant="default" onClick={clear} loading={setDeadline.isPending && setDeadline.variables === null}>
              {t('hackathonSettings.deadline.clear')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/** "Jun 9, 2030, 3:00 PM GMT+9": on the event's clock, naming its zone. */
function deadlineWords(iso: string, zone: string): string {
  return `${formatShortDate(iso, currentLocale(), zone)}, ${formatTimeWithZone(iso, currentLocale(), zone)}`;
}
