/** A LIKE pattern that finds the text anywhere in a lower-cased column, its own % and _ taken literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
