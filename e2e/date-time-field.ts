import type { Page } from 'playwright-core';

const parts = { en: { date: 'date', time: 'time' }, ko: { date: '날짜', time: '시간' } } as const;

/**
 * Sets a date and time field as a person would: types the date (either language reads
 * "YYYY-MM-DD") and picks the time from its quarter-hour list, by the words the list shows.
 */
export async function setDateTime(page: Page, locale: 'en' | 'ko', label: string, date: string, time: string) {
  const dateBox = page.getByRole('textbox', { name: `${label} (${parts[locale].date})`, exact: true });
  await dateBox.fill(date);
  await dateBox.press('Tab');
  await page.getByRole('combobox', { name: `${label} (${parts[locale].time})`, exact: true }).click();
  await page.getByRole('option', { name: time, exact: true }).click();
}
