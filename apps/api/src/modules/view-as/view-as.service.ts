import type { StartViewAsResponse } from '@portal/contracts/staff-dealer';
import {
  VIEW_AS_CODE_SECONDS,
  VIEW_AS_LEAVING_SECONDS,
  VIEW_AS_SESSION_MINUTES,
  VIEW_AS_TOKEN_PREFIX,
  type ViewAsSession,
} from '@portal/contracts/view-as';
import { toMarket } from '@portal/contracts/languages';
import type { Principal, StaffPrincipal } from '../../platform/auth/access.js';
import { hashOfSecret, viewAsSecret } from '../../platform/auth/view-as.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import type { ViewAsRepository } from './view-as.repository.js';

const linkInvalid = () => new AppError(404, 'LINK_INVALID', 'This view-as link is not valid; start the view again');

/**
 * Staff viewing the dealer portal as a dealer's user (ADR 0088): the staff call makes a one-time code, the
 * portal exchanges it for a short view of its own; starting and ending are audited as the staff member's.
 * What the view may call is decided by the access rules, for every call at once.
 */
export function createViewAsService(deps: TransactionalDeps<'views', ViewAsRepository> & { now: () => Date; publicUrl: string }) {
  const { views, now } = deps;
  return {
    async start(staff: StaffPrincipal, customerNumber: string, contactId: string): Promise<StartViewAsResponse> {
      const code = viewAsSecret();
      const codeExpiresAt = new Date(now().getTime() + VIEW_AS_CODE_SECONDS * 1000);
      await deps.transaction(async (trx) => {
        const user = await trx.user(customerNumber, contactId);
        if (!user) throw notFound('User');
        if (!user.userActive || !user.customerActive || user.accessLevel === 'none') {
          throw conflict('NO_ACCESS', 'This user has no access to the portal, so there is nothing to view');
        }
        const id = await trx.insert({ staffId: staff.staffId, contactId, customerNumber, codeHash: hashOfSecret(code), codeExpiresAt });
        await trx.audit({
          staffId: staff.staffId,
          action: 'user.view-as.start',
          objectType: 'user',
          objectId: contactId,
          customerNumber,
          after: { view: id, email: user.email },
        });
      });
      return { link: `${deps.publicUrl}/view-as#${code}`, codeExpiresAt: codeExpiresAt.toISOString() };
    },

    async exchange(code: string): Promise<ViewAsSession> {
      const token = `${VIEW_AS_TOKEN_PREFIX}${viewAsSecret()}`;
      const at = now();
      const expiresAt = new Date(at.getTime() + VIEW_AS_SESSION_MINUTES * 60_000);
      const view = await views.exchange(hashOfSecret(code), hashOfSecret(token), at, expiresAt);
      if (!view) throw linkInvalid();
      const user = await views.user(view.customerNumber, view.contactId);
      if (!user) throw linkInvalid();
      return {
        accessToken: token,
        expiresAt: expiresAt.toISOString(),
        user: {
          contactId: user.contactId,
          email: user.email,
          firstName: user.firstname,
          lastName: user.lastname,
          customerNumber: user.customerNumber,
          customerName: user.customerName,
          market: toMarket(user.market),
          accessLevel: user.accessLevel,
        },
        viewer: { name: await views.staffName(view.staffId) },
      };
    },

    /**
     * The view's tab went away: the view ends VIEW_AS_LEAVING_SECONDS from now, unless the same tab calls again
     * (a reload cannot be told from a closed tab as the page goes), which the access rules then keep going.
     */
    async leave(principal: Principal): Promise<{ ok: true }> {
      const view = principal.viewAs;
      if (!view) throw notFound('View');
      await views.leave(view.sessionId, new Date(now().getTime() + VIEW_AS_LEAVING_SECONDS * 1000));
      return { ok: true };
    },

    async end(principal: Principal): Promise<{ ok: true }> {
      const view = principal.viewAs;
      if (!view) throw notFound('View');
      await deps.transaction(async (trx) => {
        if (!(await trx.end(view.sessionId, now()))) return;
        await trx.audit({
          staffId: view.staffId,
          action: 'user.view-as.end',
          objectType: 'user',
          objectId: principal.contactId,
          customerNumber: principal.customerNumber,
          after: { view: view.sessionId, email: principal.email },
        });
      });
      return { ok: true };
    },
  };
}
export type ViewAsService = ReturnType<typeof createViewAsService>;
