import { MultiSelect, Pill, SimpleGrid } from '@mantine/core';
import type { ComboboxRenderPillInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventLimits } from '../../../../../contract/events.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { categoriesQuery } from './editor.api.ts';
import { useEventEditor } from './event-editor-context.tsx';

/** A multi-select with several choices shows the first label, then "+N". */
function firstPlusCount(values: string[]) {
  return function FirstPlusCount({ option, value, onRemove }: ComboboxRenderPillInput) {
    const index = values.indexOf(String(value));
    if (index === 0) {
      return (
        <Pill withRemoveButton onRemove={onRemove}>
          {option?.label ?? String(value)}
        </Pill>
      );
    }
    return index === 1 ? <Pill>{`+${values.length - 1}`}</Pill> : null;
  };
}

/** Event types and event fields, as the server lists them. */
export function CategoryFields() {
  const { t } = useTranslation();
  const { form } = useEventEditor();
  const locale = currentLocale();
  const { data } = useQuery(categoriesQuery);
  const options = (list: { code: string; labels: { en: string; ko: string } }[] = []) =>
    list.map((category) => ({ value: category.code, label: category.labels[locale] }));
  const common = {
    searchable: true,
    clearable: true,
    maxValues: eventLimits.categoriesPerList,
    nothingFoundMessage: t('eventManagement.editor.categories.nothingFound'),
    comboboxProps: { withinPortal: true },
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MultiSelect
        {...common}
        label={t('eventManagement.editor.categories.types')}
        placeholder={form.values.eventTypes.length ? undefined : t('eventManagement.editor.categories.typesPlaceholder')}
        data={options(data?.eventTypes)}
        renderPill={firstPlusCount(form.values.eventTypes)}
        {...form.getInputProps('eventTypes')}
      />
      <MultiSelect
        {...common}
        label={t('eventManagement.editor.categories.fields')}
        placeholder={form.values.eventFields.length ? undefined : t('eventManagement.editor.categories.fieldsPlaceholder')}
        data={options(data?.eventFields)}
        renderPill={firstPlusCount(form.values.eventFields)}
        {...form.getInputProps('eventFields')}
      />
    </SimpleGrid>
  );
}
