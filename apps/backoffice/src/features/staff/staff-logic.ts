/**
 * The administration's rules as pure functions: the audit log's filters, links and changes, and
 * the staff accounts' states, form values, problems and refusals.
 */
import { StaffAccountRequest, type AuditLogRow, type StaffAccount } from '@portal/contracts/staff-admin';
import type { StaffRole } from '@portal/contracts/staff-roles';
import { schemaProblems } from '@portal/ui/form';
import { errorCodeOf, problemMessage, problemMessages, refusedField, type Message } from '../../lib/form-messages';
import { textFilter } from '../../lib/list-page-logic';

// --- the audit log

/** The log's filters in the address; the dealer's number and the search are typed, so they wait until typing rests. */
export const AUDIT_FILTERS = { staffId: textFilter, objectType: textFilter };
export const AUDIT_TEXTS = ['customerNumber', 'search'] as const;

/** The kinds of object a change is logged for, as the filter offers them. */
export const OBJECT_TYPES = [
  'article',
  'complaint',
  'contact-text',
  'content-file',
  'cpq-campaign',
  'customer',
  'invoice',
  'mail',
  'maintenance',
  'order',
  'product',
  'staff',
  'user',
] as const;

/** Where the back office shows the object a change was made to, if it has a screen of its own. */
export function objectLink(r: Pick<AuditLogRow, 'objectType' | 'objectId' | 'customerNumber'>): string | null {
  switch (r.objectType) {
    case 'order':
      return `/orders/${r.objectId}`;
    case 'complaint':
      return `/complaints/${r.objectId}`;
    case 'customer':
      return `/dealers/${r.objectId}`;
    case 'article':
      return `/news/${r.objectId}`;
    case 'product':
      return `/products/${encodeURIComponent(r.objectId)}`;
    case 'invoice':
      return `/invoices?search=${encodeURIComponent(r.objectId)}`;
    case 'user':
      return r.customerNumber ? `/dealers/${r.customerNumber}` : null;
    case 'mail':
      return `/mail/${r.objectId}`;
    default:
      return null;
  }
}

/** A logged value as text: strings as they are, anything else as JSON, a value that is not there as a dash. */
export const shownValue = (value: unknown) => (value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value));

export type ChangeRow = { key: string; before: string; after: string; changed: boolean };

/** What a change did: each value before and after, the ones that changed first. */
export function changeRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangeRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = keys.map((key) => {
    const was = shownValue(before?.[key]);
    const is = shownValue(after?.[key]);
    return { key, before: was, after: is, changed: was !== is };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

// --- staff accounts

export const accountName = (a: Pick<StaffAccount, 'firstName' | 'lastName'>) => `${a.firstName} ${a.lastName}`;

/** Where an account stands: deactivated, signs in, or invited and without a password yet. */
export function accountState(a: Pick<StaffAccount, 'active' | 'hasPassword'>) {
  if (!a.active) return { color: 'gray', key: 'staff-admin.inactive' };
  if (a.hasPassword) return { color: 'green', key: 'staff-admin.signs-in' };
  return { color: 'blue', key: 'staff-admin.invited' };
}

export type AccountValues = { email: string; firstName: string; lastName: string; roles: StaffRole[]; active: boolean };

/** An account as the form holds it; a new one has no roles and may sign in. */
export const accountValues = (account: StaffAccount | undefined): AccountValues => ({
  email: account?.email ?? '',
  firstName: account?.firstName ?? '',
  lastName: account?.lastName ?? '',
  roles: account?.roles ?? [],
  active: account?.active ?? true,
});

export const accountProblems = (values: AccountValues): Record<string, Message> =>
  problemMessages(schemaProblems(StaffAccountRequest, values), (p) => problemMessage(p, 'staff-admin.'));

/** How a refused save is shown: on a field, or as the form's notice. */
export function accountSaveError(error: unknown): { field: string; key: string } | { notice: string } {
  const code = errorCodeOf(error);
  if (code === 'EMAIL_IN_USE') return { field: 'email', key: 'staff-admin.email-in-use' };
  // The last administrator keeps the role and may not be deactivated.
  if (code === 'LAST_ADMIN') return { notice: 'staff-admin.last-admin' };
  const refused = refusedField(error);
  if (refused) return { field: refused.field, key: 'form.other' };
  return { notice: 'staff-admin.failed' };
}
