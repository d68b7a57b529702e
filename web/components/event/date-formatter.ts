// Making a formatter costs far more than using one (the locale's patterns are worked out each time),
// and a page of dates made them by the dozen. Each locale, zone and set of options gets one, kept
// for the page's life.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An `Intl.DateTimeFormat`, made once per locale and options; `locale` undefined: the browser's own. */
export function dateFormatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}
