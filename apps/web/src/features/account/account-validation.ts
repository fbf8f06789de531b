import { MSG_INVALID_FORMAT, MSG_REQUIRED } from '@portal/contracts/common';
import { maxLengthOf, maxLengthsOf } from '@portal/contracts/field-limits';
import { EmailChangeRequest } from '@portal/contracts/messages';
import { UpdateContactInfoRequest, UpdateMyContactRequest } from '@portal/contracts/dealer';
import type { GetContactInfoResponse, GetMyContactResponse } from '@portal/contracts/dealer';
import { firstError, schemaProblems } from '@portal/ui/form';
import type { z } from 'zod';

/**
 * The rules of spec 000 §5 are the contracts' request schemas, the same ones the API
 * validates with, so the browser can never accept what the server refuses.
 */

export const USER_FIELDS = ['emailaddress1', 'firstname', 'lastname', 'telephone1', 'mobilephone'] as const;
export type UserField = (typeof USER_FIELDS)[number];
export type UserValues = Record<UserField, string>;

export const COMPANY_FIELDS = ['commonName', 'phone', 'email', 'website'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;

export type FieldErrorKind = 'required' | 'invalid-format' | 'too-long' | 'line-break' | 'email-in-use' | 'check-field' | 'same-address';
export type FieldError = { kind: FieldErrorKind; max?: number };
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** The i18n key of an error; the text takes the field's label as {{field}}. */
export const fieldErrorKey = (error: FieldError) => `account.validation.${error.kind}`;

/** Column lengths of the contracts, for the inputs' maxLength. */
export const USER_MAX_LENGTH = maxLengthsOf(UpdateMyContactRequest, USER_FIELDS);
export const COMPANY_MAX_LENGTH = maxLengthsOf(UpdateContactInfoRequest, COMPANY_FIELDS);
/** The new sign-in address's length, for its input. */
export const EMAIL_MAX_LENGTH = maxLengthOf(EmailChangeRequest.shape.email);

function validate<F extends string>(schema: z.ZodType, fields: readonly F[], values: Record<F, string>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  // The first problem of a field is the one worth telling.
  for (const [field, problem] of Object.entries(schemaProblems(schema, values, (path) => path.split('.')[0] ?? null))) {
    if (!fields.includes(field as F)) continue;
    errors[field as F] =
      problem.kind === 'other' ? { kind: 'check-field' } : { kind: problem.kind, ...(problem.max ? { max: problem.max } : {}) };
  }
  return errors;
}

export const validateUserDetails = (values: UserValues) => validate(UpdateMyContactRequest, USER_FIELDS, values);
export const validateCompanyContact = (values: CompanyValues) => validate(UpdateContactInfoRequest, COMPANY_FIELDS, values);

/** A new sign-in address: the contract's rule, and not the address the user has now. */
export function validateEmailChange(email: string, current: string): FieldErrors<'email'> {
  const errors = validate(EmailChangeRequest, ['email'], { email });
  if (!errors.email && email.trim().toLowerCase() === current.trim().toLowerCase()) return { email: { kind: 'same-address' } };
  return errors;
}

export const hasErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;

/** The first field with an error in the order of the form, to move focus to. */
export const firstErrorField = <F extends string>(fields: readonly F[], errors: FieldErrors<F>): F | null => firstError(fields, errors);

/** What the form shows for a failed save; null when it is not about one field (then the error dialog). */
export function serverFieldErrors<F extends string>(
  fields: readonly F[],
  error: { status?: number; code?: string; field?: string; message?: string },
  emailField: F,
): FieldErrors<F> | null {
  if (error.status === 409 && error.code === 'EMAIL_IN_USE') return { [emailField]: { kind: 'email-in-use' } } as FieldErrors<F>;
  if (error.status !== 400 || !error.field || !fields.includes(error.field as F)) return null;
  const message = error.message ?? '';
  const kind: FieldErrorKind = message.endsWith(MSG_REQUIRED)
    ? 'required'
    : message.endsWith(MSG_INVALID_FORMAT)
      ? 'invalid-format'
      : 'check-field';
  return { [error.field]: { kind } } as FieldErrors<F>;
}

// The forms edit text; the API sends null for what was never filled in.
export const userValuesOf = (contact: GetMyContactResponse): UserValues => ({
  emailaddress1: contact.emailaddress1,
  firstname: contact.firstname,
  lastname: contact.lastname,
  telephone1: contact.telephone1 ?? '',
  mobilephone: contact.mobilephone ?? '',
});

export const companyValuesOf = (info: GetContactInfoResponse): CompanyValues => ({
  commonName: info.ed_commonname ?? '',
  phone: info.telephone1 ?? '',
  email: info.emailaddress1 ?? '',
  website: info.websiteurl ?? '',
});

/** Whether an edit would change anything; unchanged values need no call. */
export const isUnchanged = <F extends string>(fields: readonly F[], a: Record<F, string>, b: Record<F, string>) =>
  fields.every((f) => a[f].trim() === b[f].trim());
