import { PasswordInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { newPasswordProblems, type NewPasswordValues } from './new-password';

/**
 * The form of a new password: the contract's schema words the password's problems with its own
 * keys (given `min`), `mismatchKey` a repetition that differs.
 */
export function useNewPasswordForm({ schema, min, mismatchKey }: { schema: z.ZodType; min: number; mismatchKey: string }) {
  const { t } = useTranslation();
  return useForm<NewPasswordValues>({
    initialValues: { password: '', confirm: '' },
    validate: (values) => {
      const problems = newPasswordProblems(schema, values);
      return {
        ...(problems.password ? { password: t(problems.password, { min }) } : {}),
        ...(problems.confirm ? { confirm: t(mismatchKey) } : {}),
      };
    },
  });
}

type Labels = { password: string; rule: string; confirm: string };

/** The password and its repetition, for the account of `email`. */
export function NewPasswordFields({ form, email, labels }: { form: UseFormReturnType<NewPasswordValues>; email: string; labels: Labels }) {
  const { t } = useTranslation();
  return (
    <>
      {/* The e-mail address as a username, so a password manager stores the pair. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordInput
        label={labels.password}
        description={labels.rule}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t('auth.show-password') }}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={labels.confirm}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t('auth.show-password') }}
        {...form.getInputProps('confirm')}
      />
    </>
  );
}
