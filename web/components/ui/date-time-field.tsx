import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import { Input, Select } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../../contract/locale.ts';
import classes from './date-time-field.module.css';
import { dateFormatFor, joinWall, parseTypedDate, parseWall, timeOptions, wallToIso, zoneName } from './date-time-value.ts';

// Mantine's placeholder grey is 2:1 on white; a placeholder that says what blank means must be readable.
const readablePlaceholder = { input: { '--input-placeholder-color': 'var(--mantine-color-gray-7)' } as CSSProperties };

type Props = {
  label: string;
  /** the wall clock in `timeZone`: "YYYY-MM-DD HH:mm", the date alone while no time is chosen, or "" */
  value: string;
  onChange: (value: string) => void;
  /** the event's timezone: the value is read on its clock, and the field names it */
  timeZone: string;
  /** false for a date alone (an all-day event) */
  withTime?: boolean;
  /** a blank value means something (say it in `placeholder`); a required field cannot be emptied */
  clearable?: boolean;
  required?: boolean;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** "YYYY-MM-DD": days before it cannot be picked */
  minDate?: string;
  /** the time a newly picked date starts with */
  defaultTime?: string;
};

/**
 * One date and time, wherever a date or time is set: the date typed or picked from a calendar and
 * shown in the app's language (never the browser's format), the time chosen on the quarter hour,
 * both on the clock of the event's timezone, which the field names.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  timeZone,
  withTime = true,
  clearable = false,
  required = false,
  placeholder,
  description,
  error,
  minDate,
  defaultTime = '09:00',
}: Props) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const wall = parseWall(value) ?? { date: '', time: '' };
  const invalid = Boolean(error);
  const changeDate = (date: string | null) =>
    onChange(date ? joinWall({ date, time: withTime ? wall.time || defaultTime : '' }) : '');
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 0 }}>
      <fieldset className={classes.field}>
        <legend className={classes.legend}>
          {label}
          {required && (
            <span className={classes.required} aria-hidden>
              {' *'}
            </span>
          )}
        </legend>
        {description && <Input.Description className={classes.description}>{description}</Input.Description>}
        <div className={classes.row}>
          <DateInput
            className={classes.date}
            aria-label={t('dateTime.dateOf', { label })}
            value={wall.date || null}
            onChange={changeDate}
            valueFormat={dateFormatFor(locale)}
            dateParser={parseTypedDate}
            placeholder={placeholder ?? t('dateTime.datePlaceholder')}
            clearable={clearable && !required}
            clearButtonProps={{ 'aria-label': t('dateTime.clear', { label }) }}
            required={required}
            minDate={minDate}
            error={invalid}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ withinPortal: true }}
            styles={readablePlaceholder}
          />
          {withTime && (
            <Select
              className={classes.time}
              aria-label={t('dateTime.timeOf', { label })}
              data={timeOptions(locale, wall.time)}
              value={wall.time || null}
              onChange={(time) => time && onChange(joinWall({ date: wall.date, time }))}
              placeholder={t('dateTime.timePlaceholder')}
              disabled={!wall.date}
              searchable
              allowDeselect={false}
              error={invalid}
              leftSection={<IconClock size={16} aria-hidden />}
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={240}
              styles={readablePlaceholder}
            />
          )}
        </div>
        {withTime && (
          <p className={classes.zone} data-testid="date-time-zone">
            {t('dateTime.zone', { zone: zoneName(timeZone, locale, wallToIso(value, timeZone) ?? undefined) })}
          </p>
        )}
        {error && <Input.Error>{error}</Input.Error>}
      </fieldset>
    </DatesProvider>
  );
}
