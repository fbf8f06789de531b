import type { FastifyInstance } from 'fastify';
import {
  createStaffCustomer,
  getCustomerOptions,
  getStaffCustomer,
  getStaffCustomers,
  exportStaffCustomers,
  inviteCustomerUser,
  resendCustomerInvitation,
  setCustomerUserAccessLevel,
  setCustomerUserActive,
  setCustomerCredit,
  setCustomerUserDetails,
  updateStaffCustomer,
} from '@portal/contracts/staff-dealer';
import { addRoute, addStaffFileRoute } from '../../platform/http.js';
import { notFound } from '../../platform/errors.js';
import type { InvitationService } from '../user/user.module.js';
import type { DealerDeskService } from './dealer-desk.service.js';

/** The back office's dealers and their users. */
export function dealerDeskRoutes(app: FastifyInstance, service: DealerDeskService, invitations: InvitationService) {
  addRoute(app, getStaffCustomers, ({ query }) => service.list(query));
  addStaffFileRoute(app, exportStaffCustomers, 'The dealers as CSV or XLSX', ({ query, request }) =>
    service.exportList(query, request.headers['accept-language']),
  );
  addRoute(app, getCustomerOptions, () => service.options());
  addRoute(app, getStaffCustomer, ({ params }) => service.get(params.customerNumber));
  addRoute(app, createStaffCustomer, ({ staff, body }) => service.create(staff, body));
  addRoute(app, updateStaffCustomer, ({ staff, params, body }) => service.update(staff, params.customerNumber, body));
  addRoute(app, setCustomerCredit, ({ staff, params, body }) => service.setCredit(staff, params.customerNumber, body));

  const userOf = async (customerNumber: string, contactId: string) => {
    const user = (await service.get(customerNumber)).userList.find((u) => u.contactId === contactId);
    if (!user) throw notFound('User');
    return user;
  };
  addRoute(app, inviteCustomerUser, ({ staff, params, body }) =>
    invitations.invite({ staffId: staff.staffId }, params.customerNumber, body),
  );
  addRoute(app, resendCustomerInvitation, ({ staff, params }) =>
    invitations.resend({ staffId: staff.staffId }, params.customerNumber, params.contactId),
  );
  addRoute(app, setCustomerUserActive, async ({ staff, params, body }) => {
    await invitations.setActive({ staffId: staff.staffId }, params.customerNumber, params.contactId, body.active);
    return userOf(params.customerNumber, params.contactId);
  });
  addRoute(app, setCustomerUserDetails, ({ staff, params, body }) =>
    service.setUserDetails(staff, params.customerNumber, params.contactId, body),
  );
  addRoute(app, setCustomerUserAccessLevel, async ({ staff, params, body }) => {
    await invitations.setAccessLevel({ staffId: staff.staffId }, params.customerNumber, params.contactId, body.accessLevel);
    return userOf(params.customerNumber, params.contactId);
  });
}
