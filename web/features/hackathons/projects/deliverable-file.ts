import { deliverableFileTypes, hackathonLimits } from '../../../../contract/hackathons.ts';

export const deliverableAccept = deliverableFileTypes.map((type) => `.${type}`).join(',');

/** The message key for a file the server would refuse anyway, or null. (The server also checks the content.) */
export function deliverableProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!(deliverableFileTypes as readonly string[]).includes(extension)) return 'errors.unsupportedFileFormat';
  if (file.size > hackathonLimits.deliverableBytes) return 'errors.fileSizeExceeded';
  return null;
}

/** "2.4 MB", "120 KB". */
export function fileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  return bytes >= 1024 * 1024
    ? format(bytes / (1024 * 1024), 'megabyte')
    : format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte');
}
