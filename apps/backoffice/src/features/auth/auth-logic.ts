/** The back office's sign-in rules as pure functions. */
import { backofficePathOf } from '@portal/contracts/app-routes';
import { ApiError } from '@portal/ui/auth';

/** Where to come back to after signing in: the address within the back office, its start page at the least. */
export const returnPath = (pathname: string) => backofficePathOf(pathname) ?? '/';

/** Signed in, but the API knows no staff member by this account: the page says so rather than that something failed. */
export const isNotStaff = (error: unknown) => error instanceof ApiError && error.status === 403;
