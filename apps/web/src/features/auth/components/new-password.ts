import { schemaProblems } from '@portal/ui/form';
import type { z } from 'zod';

/** A new password and its repetition, as the invitation and password reset pages ask for them. */
export type NewPasswordValues = { password: string; confirm: string };

/** What is wrong with the pair: the contract's rule for the password (its message is the text's key), then a repetition that differs. */
export type NewPasswordProblems = { password?: string; confirm?: 'mismatch' };

export function newPasswordProblems(schema: z.ZodType, values: NewPasswordValues): NewPasswordProblems {
  const password = schemaProblems(schema, { password: values.password })['password']?.message;
  if (password) return { password };
  return values.confirm === values.password ? {} : { confirm: 'mismatch' };
}
