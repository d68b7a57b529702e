// Making a formatter costs far more than using one (the locale's patterns are worked out each time):
// a page of dates, a time picker's 96 times or a rush of emails for one event made them by the
// dozen. Each locale, zone and set of options gets one, kept for the process's (or the page's)
// life; the zones are the IANA names the event schema accepts and the options are written in the
// code, so there are at most a few thousand.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An `Intl.DateTimeFormat`, made once per locale and options; `locale` undefined: the runtime's own. */
export function dateFormatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}
