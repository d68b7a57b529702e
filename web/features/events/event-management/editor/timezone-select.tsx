import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { dateFormatter } from '../../../../../contract/date-formatter.ts';

/** "+09:00" for Asia/Seoul now. */
function offsetLabel(timeZone: string, at: Date): string {
  const name = dateFormatter('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'GMT' || !name ? '+00:00' : name.replace('GMT', '');
}

function zoneOptions(extra: string) {
  const at = new Date();
  const names = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', viewerTimeZone(), extra].filter(Boolean));
  return [...names]
    .map((zone) => ({ zone, offset: offsetLabel(zone, at) }))
    .sort((a, b) => Number(a.offset.replace(':', '')) - Number(b.offset.replace(':', '')) || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({ value: zone, label: `(GMT${offset}) ${zone.replaceAll('_', ' ')}` }));
}

/** Every IANA timezone the browser knows, by offset, searchable ("Seoul", "+09"). */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'> & { value: string }) {
  const { t } = useTranslation();
  const data = useMemo(() => zoneOptions(props.value), [props.value]);
  return (
    <Select
      searchable
      allowDeselect={false}
      label={t('eventManagement.editor.when.timeZone')}
      nothingFoundMessage={t('eventManagement.editor.when.noTimeZone')}
      comboboxProps={{ withinPortal: true }}
      limit={80}
      {...props}
      data={data}
    />
  );
}
