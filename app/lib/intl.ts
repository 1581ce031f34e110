/**
 * Intl formatters, built once per language and options and kept: building one costs far more than
 * using it (several per cent of a page's server time when every component built its own). Every
 * date, number, price and list the app shows goes through these; the options objects are the keys,
 * so pass the same options for the same formatter.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
const lists = new Map<string, Intl.ListFormat>();

/** The formatter kept in `formatters` for `locale` and `options`, built by `build` the first time. */
function kept<Formatter, Options extends object>(
  formatters: Map<string, Formatter>,
  build: new (locale: string, options?: Options) => Formatter,
  locale: string,
  options: Options | undefined,
): Formatter {
  const key = options ? `${locale}\u0000${JSON.stringify(options)}` : locale;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new build(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numbers, Intl.NumberFormat, locale, options);
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dates, Intl.DateTimeFormat, locale, options);
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return kept(lists, Intl.ListFormat, locale, options);
}
