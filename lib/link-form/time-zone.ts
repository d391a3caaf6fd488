/**
 * An ISO moment as a datetime-local field shows it (`2030-01-01T08:00`), in `timeZone`: the
 * server reads the dates a form sends in the account's time zone, so they are shown (and
 * compared with now) in it too.
 */
export function inTimeZone(iso: string | null | undefined, timeZone = 'UTC'): string {
  const date = typeof iso === 'string' ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  } catch {
    return timeZone === 'UTC' ? '' : inTimeZone(iso, 'UTC');
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
