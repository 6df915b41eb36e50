/**
 * An order's date and time as shoppers and staff read it. Apart from format.ts, whose
 * rupee formatting every page's chrome loads: the pages without an order date do not
 * carry this.
 */
/** Built on first use, per language: most pages show no order date, and the time zone data is costly. */
const orderDateFormats = new Map<string, Intl.DateTimeFormat>();
function orderDateFormat(intl: string): Intl.DateTimeFormat {
  let format = orderDateFormats.get(intl);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, {
      timeZone: 'Asia/Kolkata',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    orderDateFormats.set(intl, format);
  }
  return format;
}

/**
 * An order's time in Asia/Kolkata: `November 22, 6:45 PM` in English (the spec's form);
 * in another language as Intl writes it there (`intl` is the locale's tag, e.g. `kn-IN`:
 * `22 ನವೆಂಬರ್ ರಂದು 6:45 PM ಸಮಯಕ್ಕೆ`).
 */
export function formatOrderDate(date: Date | string | number, intl = 'en-US'): string {
  if (intl !== 'en-US' && intl !== 'en-IN') return orderDateFormat(intl).format(new Date(date));
  const parts = Object.fromEntries(
    orderDateFormat('en-US')
      .formatToParts(new Date(date))
      .map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  return `${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toUpperCase()}`;
}
