/**
 * The manufacturer's staff roles (a person can hold several). Back-office admin includes the
 * other three. Kept free of zod so the back office's first screen can use it.
 */
export const STAFF_ROLES = ['customer-service', 'marketing', 'sales-admin', 'back-office-admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether someone holding `held` may make a call open to `allowed`. */
export const staffMay = (held: readonly StaffRole[], allowed: readonly StaffRole[]) =>
  held.includes('back-office-admin') || allowed.some((role) => held.includes(role));
