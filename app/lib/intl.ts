/**
 * Intl formatters, built once per language and options and kept: building one costs far more than
 * using it (several per cent of a page's server time when every component built its own). Every
 * date, number and price the app shows goes through these; the options objects are the keys, so
 * pass the same options for the same formatter.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
const lists = new Map<string, Intl.ListFormat>();

function keyOf(locale: string, options: object | undefined): string {
  return options ? `${locale}\u0000${JSON.stringify(options)}` : locale;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let formatter = numbers.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numbers.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let formatter = dates.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dates.set(key, formatter);
  }
  return formatter;
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  const key = keyOf(locale, options);
  let formatter = lists.get(key);
  if (!formatter) {
    formatter = new Intl.ListFormat(locale, options);
    lists.set(key, formatter);
  }
  return formatter;
}
