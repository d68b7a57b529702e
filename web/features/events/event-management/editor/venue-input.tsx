import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventLimits } from '../../../../../contract/events.ts';
import { placeDetails, placeSuggestionsQuery } from './editor.api.ts';
import { useEventEditor } from './event-editor-context.tsx';

/**
 * The venue: typed by hand (always works), with place suggestions when the server has a provider.
 * Picking a suggestion fills the whole address (type GOOGLE); typing again makes it MANUAL.
 */
export function VenueInput() {
  const { t } = useTranslation();
  const { form } = useEventEditor();
  const typed = form.values.venue.fullAddress;
  const [query] = useDebouncedValue(typed, 300);
  const { data } = useQuery(placeSuggestionsQuery(query));
  const suggestions = data?.items ?? [];

  const type = (value: string) => {
    const chosen = suggestions.find((item) => item.placeId === value);
    if (!chosen) {
      form.setFieldValue('venue', { ...form.values.venue, type: 'MANUAL', fullAddress: value, placeId: null });
      return;
    }
    form.setFieldValue('venue', { ...form.values.venue, type: 'MANUAL', fullAddress: chosen.mainText, placeId: null });
    void placeDetails(chosen.placeId).then(
      (venue) =>
        form.setFieldValue('venue', {
          type: venue.type,
          fullAddress: venue.fullAddress,
          shortAddress: venue.shortAddress ?? chosen.mainText,
          city: venue.city ?? '',
          region: venue.region ?? '',
          country: venue.country ?? '',
          placeId: venue.placeId ?? chosen.placeId,
        }),
      () => undefined,
    );
  };

  return (
    <Autocomplete
      label={t('eventManagement.editor.where.venue')}
      placeholder={t('eventManagement.editor.where.venuePlaceholder')}
      description={t('eventManagement.editor.where.venueDescription')}
      required
      maxLength={eventLimits.location}
      leftSection={<IconMapPin size={16} aria-hidden />}
      data={suggestions.map((item) => ({
        value: item.placeId,
        label: [item.mainText, item.secondaryText].filter(Boolean).join(', '),
      }))}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('venue.fullAddress')}
      value={typed}
      onChange={type}
    />
  );
}
