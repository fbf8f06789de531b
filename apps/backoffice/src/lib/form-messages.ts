/**
 * How the back office's forms word what is wrong: the contracts' problems and the server's
 * refusals as translation keys, translated only where they are shown.
 */
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/ui/auth';
import { firstError, type FieldProblem } from '@portal/ui/form';

/** A text to show: its translation key with its values. */
export type Message = { key: string; values?: Record<string, unknown> };

/** What translates a message where it is shown. */
export type Say = (message: Message) => string;

/** The component's way to translate a message. */
export function useSay(): Say {
  const { t } = useTranslation();
  return (m) => (m.values ? t(m.key, m.values) : t(m.key));
}

/**
 * A problem in the form's words: the area's own text where the contract's message is one (it
 * starts with the area's prefix), else the shared word for its kind (required, too long, …).
 */
export function problemMessage(problem: Pick<FieldProblem, 'kind' | 'message' | 'max'>, areaPrefix?: string): Message {
  if (areaPrefix && problem.message.startsWith(areaPrefix)) return { key: problem.message };
  return { key: `form.${problem.kind}`, values: { max: problem.max } };
}

/** Every field's problem as a message, worded by `word`. */
export const problemMessages = (
  problems: Record<string, FieldProblem>,
  word: (problem: FieldProblem, field: string) => Message,
): Record<string, Message> => Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, word(p, field)]));

/** The messages translated, field by field, as a form shows its errors. */
export const translated = (messages: Record<string, Message>, say: Say): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([field, m]) => [field, say(m)]));

/** A refusal the server names a field for (400 with a field), with the text's key when it gave one; null for any other failure. */
export function refusedField(error: unknown): { field: string; key?: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return null;
  return error.key ? { field: error.field, key: error.key } : { field: error.field };
}

/** The API's error code; undefined for a failure that is no answer of the API. */
export const errorCodeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** What showing a problem needs of a form (a Mantine form), whatever its values. */
type ShownForm = {
  setFieldError(path: string, error: string): void;
  getInputNode(path: string): HTMLElement | null;
};

/** The form's answer to failing its own checks: the first field with a problem, in the form's order, takes focus. */
export const focusFirstProblem = (form: ShownForm, order: readonly string[]) => (errors: Partial<Record<string, unknown>>) => {
  const first = firstError(order, errors);
  if (first) form.getInputNode(first)?.focus();
};

/**
 * A refusal the server named a field for: its text, as `word` puts it, goes on that field, which takes
 * focus. False when there is no such field, and the form then says that saving failed.
 */
export function showOnField<P extends { field: string }>(form: ShownForm, problem: P | null, word: (problem: P) => string): boolean {
  if (!problem) return false;
  form.setFieldError(problem.field, word(problem));
  form.getInputNode(problem.field)?.focus();
  return true;
}
