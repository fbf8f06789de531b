/**
 * Forms validate with the contracts' zod schemas, the same ones the API checks with, so a
 * field rule is written once. These helpers turn a schema's issues into what a form shows:
 * one problem per field, keyed by the form's own field path.
 */
import { MSG_INVALID_FORMAT, MSG_ONE_LINE, MSG_REQUIRED } from '@portal/contracts/common';
import type { z } from 'zod';

export type ProblemKind = 'required' | 'invalid-format' | 'too-long' | 'line-break' | 'other';

/** What is wrong with a field, in terms every form can word; `message` is the schema's own. */
export type FieldProblem = { kind: ProblemKind; max?: number; message: string };

/** The contracts' messages (MSG_REQUIRED, MSG_INVALID_FORMAT, MSG_ONE_LINE) and zod's codes as kinds. */
export function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const { message } = issue;
  if (message === MSG_REQUIRED || message.endsWith(` ${MSG_REQUIRED}`) || issue.code === 'invalid_type')
    return { kind: 'required', message };
  if (message === MSG_INVALID_FORMAT || message.endsWith(` ${MSG_INVALID_FORMAT}`)) return { kind: 'invalid-format', message };
  if (message === MSG_ONE_LINE) return { kind: 'line-break', message };
  if (issue.code === 'too_big' && issue.origin === 'string') return { kind: 'too-long', max: Number(issue.maximum), message };
  return { kind: 'other', message };
}

/** The issue's path as a form path, e.g. `alternative.name` or `products.2.edp_quantity`. */
export const issuePath = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.');

/**
 * The schema's problems with a value, the first one per field. `fieldOf` maps an issue's
 * path to the form field that shows it (null: the form has none, the problem is dropped).
 */
export function schemaProblems(
  schema: z.ZodType,
  value: unknown,
  fieldOf: (path: string) => string | null = (path) => path,
): Record<string, FieldProblem> {
  const result = schema.safeParse(value);
  const problems: Record<string, FieldProblem> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issuePath(issue));
    if (field !== null && !problems[field]) problems[field] = problemOf(issue);
  }
  return problems;
}

/** The first field with an error, in the order the form shows its fields, to move focus to. */
export const firstError = <F extends string>(order: readonly F[], errors: Partial<Record<string, unknown>>): F | null =>
  order.find((field) => errors[field] !== undefined && errors[field] !== null) ?? null;
