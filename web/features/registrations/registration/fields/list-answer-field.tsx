import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hackathonSkills, limits, yearsOfExperienceOptions } from '../../../../../contract/users.ts';
import { skillNames } from '../../../../../contract/skill-names.ts';
import type { FieldProps } from './field-props.ts';
import { wrapperProps } from './field-props.ts';
import { SummaryMultiSelect, SummaryTagsInput } from '../../../../components/ui/summary-select.tsx';

/** Topics of interest: up to 10 tags, typed and split on comma or space. */
export function TagsAnswerField({ question, value, onChange, error }: FieldProps<string[]>) {
  const { t } = useTranslation();
  return (
    <SummaryTagsInput
      {...wrapperProps(question, t, error)}
      description={[question.description, t('registration.form.tagsHint')].filter(Boolean).join(' · ')}
      placeholder={value.length === 0 ? t('registration.form.tagsPlaceholder') : undefined}
      value={value}
      onChange={onChange}
      maxTags={limits.tags}
      splitChars={[',', ' ']}
      clearable
      required={question.requirement === 'REQUIRED'}
    />
  );
}

/** Skills from the fixed list; several picked read "first +N", as in every multi-select. */
export function SkillsAnswerField({ question, value, onChange, error }: FieldProps<string[]>) {
  const { t } = useTranslation();
  return (
    <SummaryMultiSelect
      {...wrapperProps(question, t, error)}
      placeholder={value.length === 0 ? t('registration.form.skillsPlaceholder') : undefined}
      data={hackathonSkills.map((skill) => ({ value: skill, label: skillNames[skill] }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      required={question.requirement === 'REQUIRED'}
      maxValues={hackathonSkills.length}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** One of the five ranges; clearable unless required, when a choice can be changed but not taken back. */
export function YearsAnswerField({ question, value, onChange, error }: FieldProps<string | null>) {
  const { t } = useTranslation();
  return (
    <Select
      {...wrapperProps(question, t, error)}
      placeholder={t('registration.form.choose')}
      data={yearsOfExperienceOptions.map((option) => ({ value: option, label: t(`registration.years.${option}`) }))}
      value={value}
      onChange={onChange}
      clearable={question.requirement !== 'REQUIRED'}
      allowDeselect={question.requirement !== 'REQUIRED'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
