/** A language's texts: nested sections of keys, as the locale files hold them. */
export type Texts = { [key: string]: string | Texts };

/** `over` laid on `base`, section by section: a key in both takes `over`'s text (as i18next's deep bundles do). */
export function mergeTexts(base: Texts, over: Texts): Texts {
  const merged: Texts = { ...base };
  for (const [name, value] of Object.entries(over)) {
    const under = merged[name];
    merged[name] = typeof value !== 'string' && under !== undefined && typeof under !== 'string' ? mergeTexts(under, value) : value;
  }
  return merged;
}
