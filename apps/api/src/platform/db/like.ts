import { sql, type Expression } from 'kysely';

/** A LIKE pattern that finds the text anywhere in a lower-cased column, its own % and _ taken literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Staff search ignores case and accents: `brasvarme` finds "Brasvärme". Both sides are folded by
 * the database's `portal_search_text` (lower case, unaccent), on PostgreSQL and the embedded one alike.
 */
export const folded = (text: string) => sql<string>`portal_search_text(${text})`;

/** Whether the column holds the text anywhere, case and accents ignored. */
export const containsFolded = (column: Expression<string | null>, text: string) =>
  sql<boolean>`portal_search_text(${column}) LIKE portal_search_text(${likePattern(text)})`;

/** Whether a column already folded (a stored search column) holds the text anywhere. */
export const foldedContains = (foldedColumn: Expression<string | null>, text: string) =>
  sql<boolean>`${foldedColumn} LIKE portal_search_text(${likePattern(text)})`;

/** Whether the column equals the text, case and accents ignored. */
export const equalsFolded = (column: Expression<string | null>, text: string) =>
  sql<boolean>`portal_search_text(${column}) = portal_search_text(${text})`;

/** Whether a column already folded (a stored search column) starts with the text; a text_pattern_ops index serves it. */
export const foldedStartsWith = (foldedColumn: Expression<string | null>, text: string) =>
  sql<boolean>`${foldedColumn} LIKE portal_search_text(${`${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`})`;
