import { Button, Popover, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hackathonParticipationTypes } from '../../../../../contract/users.ts';
import { choiceQuestionsQuery, dashboardQuery } from '../guests.api.ts';
import classes from '../guests.module.css';
import { panelFilterCount } from '../guest-filters-url.ts';
import type { GuestFilterState } from '../guest-filters-url.ts';
import { SummaryMultiSelect } from '../../../../components/ui/summary-select.tsx';

type Props = {
  eventId: string;
  /** a hackathon's guests also filter by how they take part */
  hackathon: boolean;
  state: GuestFilterState;
  onChange: (change: Partial<GuestFilterState>) => void;
};

// Selects inside the popover keep their options inside it, so picking one doesn't close the panel.
const inPanel = { comboboxProps: { withinPortal: false } };

/** Check-in status, tickets, participation types and answers to choice questions: the filters beyond the status chips. */
export function GuestFilters({ eventId, hackathon, state, onChange }: Props) {
  const { t } = useTranslation();
  const tickets = useQuery(dashboardQuery(eventId)).data?.tickets ?? [];
  const questions = useQuery(choiceQuestionsQuery(eventId)).data ?? [];
  const active = panelFilterCount(state);
  const choicesOf = (questionId: string) => state.answers.find((filter) => filter.questionId === questionId)?.choiceIds ?? [];
  const setChoices = (questionId: string, choiceIds: string[]) =>
    onChange({
      answers: [
        ...state.answers.filter((filter) => filter.questionId !== questionId),
        ...(choiceIds.length ? [{ questionId, choiceIds }] : []),
      ],
    });

  return (
    <Popover position="bottom-end" shadow="lg" radius="lg" width={340} trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          radius="xl"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={active > 0 ? <span className={classes.countBadge}>{active}</span> : undefined}
        >
          {t('guests.filters.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown className={classes.filterPanel} aria-label={t('guests.filters.title')}>
        <Stack gap="md">
          <div>
            <Text id="filter-check-in" size="sm" fw={600} mb={6}>
              {t('guests.filters.checkIn')}
            </Text>
            <SegmentedControl
              aria-labelledby="filter-check-in"
              fullWidth
              size="xs"
              radius="xl"
              value={state.checkIn ?? 'ANY'}
              onChange={(value) => onChange({ checkIn: value === 'ANY' ? null : value })}
              data={[
                { value: 'ANY', label: t('guests.filters.any') },
                { value: 'CHECKED_IN', label: t('guests.checkIn.CHECKED_IN') },
                { value: 'NOT_CHECKED_IN', label: t('guests.checkIn.NOT_CHECKED_IN') },
              ]}
            />
          </div>
          {tickets.length > 1 && (
            <SummaryMultiSelect
              {...inPanel}
              label={t('guests.filters.ticket')}
              placeholder={state.ticketIds.length ? undefined : t('guests.filters.anyTicket')}
              data={tickets.map((ticket) => ({ value: ticket.id, label: ticket.name ?? t('guests.defaultTicket') }))}
              value={state.ticketIds}
              onChange={(ticketIds) => onChange({ ticketIds })}
              clearable
            />
          )}
          {hackathon && (
            <SummaryMultiSelect
              {...inPanel}
              label={t('guests.filters.participationType')}
              placeholder={state.participationTypes.length ? undefined : t('guests.filters.anyParticipationType')}
              data={hackathonParticipationTypes.map((value) => ({ value, label: t(`people.participationTypes.${value}`) }))}
              value={state.participationTypes}
              onChange={(values) => onChange({ participationTypes: values })}
              clearable
            />
          )}
          {questions.map((question) => (
            <SummaryMultiSelect
              {...inPanel}
              key={question.id}
              label={question.title || t('guests.filters.answer')}
              placeholder={choicesOf(question.id).length ? undefined : t('guests.filters.anyAnswer')}
              data={question.choices.map((choice) => ({ value: choice.id, label: choice.label }))}
              value={choicesOf(question.id)}
              onChange={(choiceIds) => setChoices(question.id, choiceIds)}
              clearable
            />
          ))}
          <Button
            variant="subtle"
            size="xs"
            radius="xl"
            disabled={active === 0}
            onClick={() => onChange({ checkIn: null, ticketIds: [], answers: [], participationTypes: [] })}
          >
            {t('guests.filters.clear')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
