/** A timestamp as the contracts send it: ISO 8601 in UTC. Rows hold Date (PostgreSQL) or text (some PGlite reads). */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** isoTime, keeping an absent timestamp absent. */
export const isoTimeOrNull = (value: Date | string | null): string | null => (value === null ? null : isoTime(value));
