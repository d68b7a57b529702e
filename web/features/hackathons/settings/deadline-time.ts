/**
 * The deadline field is a `datetime-local` input, read on the browser's own clock: these turn its
 * value into the ISO time the API takes and back.
 */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}
