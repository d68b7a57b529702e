import { Button, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FoundParticipant } from '../../../../contract/hackathons.ts';
import classes from './projects.module.css';
import { participantsQuery } from './team-requests.api.ts';

/** What the leader typed and whom they picked from the matches. */
export type ParticipantChoice = { search: string; chosen: FoundParticipant | null };
export const noChoice: ParticipantChoice = { search: '', chosen: null };

/** The person picked, or else the typed text read as a handle ("@" optional); null when empty. */
export function chosenTarget({ search, chosen }: ParticipantChoice): { userId: string } | { handle: string } | null {
  if (chosen) return { userId: chosen.userId };
  const handle = search.trim().replace(/^@/, '');
  return handle ? { handle } : null;
}

/**
 * Finds a participant by name, handle or organisation, wherever a leader picks someone: an
 * invitation and the direct add. People already on a team show but cannot be picked.
 */
export function ParticipantFinder({
  eventId,
  value,
  onChange,
}: {
  eventId: string;
  value: ParticipantChoice;
  onChange: (value: ParticipantChoice) => void;
}) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(value.search.trim(), 250);
  const found = useQuery(participantsQuery(eventId, debounced));
  return (
    <>
      <TextInput
        label={t('hackathonProjects.requests.find')}
        description={t('hackathonProjects.requests.findHint')}
        value={value.search}
        onChange={(event) => onChange({ search: event.currentTarget.value, chosen: null })}
        data-autofocus
      />
      {debounced && found.data && (
        <ul className={classes.list} aria-label={t('hackathonProjects.requests.results')} data-testid="participant-results">
          {found.data.length === 0 && (
            <li>
              <Text size="sm">{t('hackathonProjects.requests.noMatch')}</Text>
            </li>
          )}
          {found.data.map((person) => (
            <li key={person.userId}>
              <Button
                fullWidth
                justify="flex-start"
                variant={value.chosen?.userId === person.userId ? 'filled' : 'default'}
                aria-pressed={value.chosen?.userId === person.userId}
                disabled={person.hasTeam}
                onClick={() => onChange({ ...value, chosen: person })}
                className={classes.foundPerson}
              >
                {[
                  person.name,
                  `@${person.handle}`,
                  person.organization,
                  person.hasTeam ? t('hackathonProjects.requests.onTeam') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
