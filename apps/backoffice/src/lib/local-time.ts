/** A moment as a datetime-local field shows it: the browser's own zone, to the minute. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local field's value as an ISO moment; null when it is not a time. */
export function fromLocalInput(local: string): string | null {
  const d = new Date(local);
  return local && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}

/**
 * A stored calendar day, yyyy-mm-dd, as a moment on that day in the browser's zone: noon, so
 * that formatting it as a date shows the same day wherever the browser is.
 */
export const calendarDay = (day: string) => new Date(`${day}T12:00:00`);
