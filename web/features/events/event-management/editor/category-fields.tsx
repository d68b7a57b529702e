import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventLimits } from '../../../../../contract/events.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { categoriesQuery } from './editor.api.ts';
import { useEventEditor } from './event-editor-context.tsx';
import { SummaryMultiSelect } from '../../../../components/ui/summary-select.tsx';

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
      <SummaryMultiSelect
        {...common}
        label={t('eventManagement.editor.categories.types')}
        placeholder={form.values.eventTypes.length ? undefined : t('eventManagement.editor.categories.typesPlaceholder')}
        data={options(data?.eventTypes)}
        {...form.getInputProps('eventTypes')}
      />
      <SummaryMultiSelect
        {...common}
        label={t('eventManagement.editor.categories.fields')}
        placeholder={form.values.eventFields.length ? undefined : t('eventManagement.editor.categories.fieldsPlaceholder')}
        data={options(data?.eventFields)}
        {...form.getInputProps('eventFields')}
      />
    </SimpleGrid>
  );
}
