import { Button, Popover, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../../components/people/profile-field-label.ts';
import { skillNames } from '../../../../../contract/skill-names.ts';
import { hackathonParticipationTypes, hackathonSkills, limits, yearsOfExperienceOptions } from '../../../../../contract/users.ts';
import type { LoungeFilters } from '../lounge.api.ts';
import { SummaryMultiSelect, SummaryTagsInput } from '../../../../components/ui/summary-select.tsx';

type FilterKey = Exclude<keyof LoungeFilters, 'search'>;
type Props = { filters: LoungeFilters; isHackathon: boolean; onChange: (changes: Partial<LoungeFilters>) => void };

export const noFilters: Omit<LoungeFilters, 'search'> = {
  participationType: [],
  industry: [],
  skills: [],
  yearsOfExperience: [],
};

export const filterCount = (filters: LoungeFilters) =>
  (Object.keys(noFilters) as FilterKey[]).reduce((sum, key) => sum + filters[key].length, 0);

/** Participation type (hackathons), industry, skills and years of experience; values of one filter mean "either". */
export function PeopleFilters({ filters, isHackathon, onChange }: Props) {
  const { t } = useTranslation();
  const label = useFieldLabel('card');
  const count = filterCount(filters);
  return (
    <Popover position="bottom-end" width={320} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant={count > 0 ? 'light' : 'default'}
          radius="xl"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        >
          {count > 0 ? t('lounge.filters.buttonCount', { count }) : t('lounge.filters.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          {isHackathon && (
            <SummaryMultiSelect
              label={t('lounge.fields.participationType')}
              data={hackathonParticipationTypes.map((value) => ({ value, label: t(`people.participationTypes.${value}`) }))}
              value={filters.participationType}
              onChange={(participationType) => onChange({ participationType })}
              clearable
              comboboxProps={{ withinPortal: false }}
            />
          )}
          <SummaryTagsInput
            label={label('industry')}
            description={t('lounge.filters.industryHint')}
            value={filters.industry}
            onChange={(industry) => onChange({ industry: industry.map((value) => value.trim()).filter(Boolean) })}
            maxLength={limits.generalText}
            clearable
          />
          <SummaryMultiSelect
            label={label('skills')}
            data={hackathonSkills.map((value) => ({ value, label: skillNames[value] }))}
            value={filters.skills}
            onChange={(skills) => onChange({ skills })}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <SummaryMultiSelect
            label={label('yearsOfExperience')}
            data={yearsOfExperienceOptions.map((value) => ({ value, label: t(`lounge.years.${value}`) }))}
            value={filters.yearsOfExperience}
            onChange={(yearsOfExperience) => onChange({ yearsOfExperience })}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <Button variant="subtle" size="xs" onClick={() => onChange(noFilters)} disabled={count === 0}>
            {t('lounge.filters.clear')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
