/** Kept free of zod so the web app's first screen can use it without loading schemas. */
export const LANGUAGES = ['en', 'sv', 'dk', 'de', 'no', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];
