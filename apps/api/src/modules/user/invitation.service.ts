import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  INVITATION_VALID_DAYS,
  type InvitationDetails,
  type InvitationResponse,
  type InvitationSent,
  type InviteUserRequest,
} from '@portal/contracts/invitations';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import type { InvitationRepository, Invitee, Inviter } from './invitation.repository.js';
import { keepAnAdmin } from './keep-an-admin.js';
import { DEFAULT_LANGUAGE } from '@portal/contracts/languages';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Invite = z.output<typeof InviteUserRequest>;

export type InvitationServiceDeps = TransactionalDeps<'invitations', InvitationRepository> & {
  /** Where the portal is reached, for the links. */
  publicUrl: string;
  now: () => Date;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
// A staff member reads the portal's messages in the language kept with their account, else the portal's default.
const staffRecipient = (member: { email: string; firstname: string; language?: string | null }) => ({
  email: member.email,
  language: member.language ?? DEFAULT_LANGUAGE,
  name: member.firstname,
});
const linkInvalid = () => new AppError(404, 'LINK_INVALID', 'This invitation link is not valid; ask for a new one');

/**
 * Users arrive by invitation: a new user without a password and a one-time link, valid seven
 * days, that sets it. Staff invite for any dealer, a dealer's Portal Admin for the own company.
 */
export function createInvitationService(deps: InvitationServiceDeps) {
  const audit = async (
    repo: InvitationRepository,
    by: Inviter,
    action: string,
    customerNumber: string,
    contactId: string,
    after: object,
  ) => {
    if ('staffId' in by)
      await repo.audit({ staffId: by.staffId, action, objectType: 'user', objectId: contactId, customerNumber, after: { ...after } });
  };

  /** A fresh link for the person; the earlier ones stop working. */
  async function issueLink(repo: InvitationRepository, by: Inviter, invitee: Invitee) {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const expiresAt = new Date(deps.now().getTime() + INVITATION_VALID_DAYS * 86_400_000);
    await repo.revokeOpen(invitee, deps.now());
    await repo.insertInvitation({ id, invitee, tokenHash: hashToken(token), by, expiresAt });
    return { invitationId: id, expiresAt: expiresAt.toISOString(), link: `${deps.publicUrl}/invitation/${token}` };
  }

  /** A link for a dealer's user, sent to the user in the same transaction. */
  async function issue(
    repo: InvitationRepository,
    by: Inviter,
    customerNumber: string,
    contact: { id: string; email: string },
  ): Promise<InvitationResponse> {
    const link = await issueLink(repo, by, { contactId: contact.id });
    const customer = await repo.customer(customerNumber);
    await repo.notify({
      to: { contactId: contact.id },
      customerNumber,
      message: { kind: 'invitation', link: link.link, companyName: customer?.name ?? null, expiresAt: link.expiresAt },
    });
    return { ...link, contactId: contact.id, email: contact.email };
  }

  /** The dealer's users under lock; another dealer's user answers as if there were none. */
  async function usersOf(repo: InvitationRepository, customerNumber: string, contactId: string) {
    const users = await repo.lockUsers(customerNumber);
    const user = users.find((u) => u.id === contactId);
    if (!user) throw notFound('User');
    return { users, user };
  }

  return {
    /**
     * A new user with a link by e-mail. An address someone signs in with at another dealer or as
     * staff answers exactly as a new one, and its owner gets a word instead: the inviter learns
     * nothing of addresses outside the own company (ADR 0058).
     */
    async invite(by: Inviter, customerNumber: string, request: Invite): Promise<InvitationSent> {
      return deps.transaction(async (repo) => {
        const customer = await repo.customer(customerNumber);
        if (!customer) throw notFound('Customer');
        const sent = { sentTo: request.email };
        const owner = await repo.emailOwner(request.email);
        if (owner && 'contactId' in owner && owner.customerNumber === customerNumber) {
          // The dealer's own user: the inviter sees the dealer's users anyway.
          throw new AppError(409, 'EMAIL_IN_USE', 'Someone already signs in with this e-mail address', { field: 'email' });
        }
        if (owner) {
          await repo.notify({
            to: 'contactId' in owner ? { contactId: owner.contactId } : staffRecipient(owner),
            customerNumber: 'contactId' in owner ? owner.customerNumber : null,
            message: { kind: 'invitation-in-use', companyName: customer.name },
          });
          // Nobody was added, yet staff tried: the audit log says so (the manufacturer may know whose address it is).
          if ('staffId' in by)
            await repo.audit({
              staffId: by.staffId,
              action: 'user.invite',
              objectType: 'customer',
              objectId: customerNumber,
              customerNumber,
              after: { email: request.email, addressInUse: true },
            });
          return sent;
        }
        const contactId = randomUUID();
        await repo.insertContact({
          id: contactId,
          customerNumber,
          email: request.email,
          firstName: request.firstName,
          lastName: request.lastName,
          accessLevel: request.accessLevel,
        });
        await issue(repo, by, customerNumber, { id: contactId, email: request.email });
        await audit(repo, by, 'user.invite', customerNumber, contactId, { email: request.email, accessLevel: request.accessLevel });
        await repo.recordDealerChange({ contactId, customerNumber, changedBy: by, from: 'none', to: request.accessLevel });
        return sent;
      });
    },

    async resend(by: Inviter, customerNumber: string, contactId: string): Promise<InvitationResponse> {
      return deps.transaction(async (repo) => {
        const { user } = await usersOf(repo, customerNumber, contactId);
        if (user.password_hash) throw conflict('INVITATION_ALREADY_ACCEPTED', 'This user has set a password already');
        const invitation = await issue(repo, by, customerNumber, user);
        await audit(repo, by, 'user.invite', customerNumber, contactId, { email: user.email, resent: true });
        return invitation;
      });
    },

    async setActive(by: Inviter, customerNumber: string, contactId: string, active: boolean) {
      return deps.transaction(async (repo) => {
        const { users, user } = await usersOf(repo, customerNumber, contactId);
        if (user.active !== active) {
          keepAnAdmin(users, { id: contactId, active });
          await repo.setActive(contactId, active, deps.now());
          await audit(repo, by, active ? 'user.activate' : 'user.deactivate', customerNumber, contactId, { active });
          const level = user.access_level;
          await repo.recordDealerChange({
            contactId,
            customerNumber,
            changedBy: by,
            from: active ? 'inactive' : level,
            to: active ? level : 'inactive',
          });
        }
        return { contactId, active };
      });
    },

    /** Staff change a level with the dealer side's rule; the dealer's own administrators use the user module. */
    async setAccessLevel(by: { staffId: string }, customerNumber: string, contactId: string, level: string) {
      return deps.transaction(async (repo) => {
        const { users, user } = await usersOf(repo, customerNumber, contactId);
        if (user.access_level !== level) {
          keepAnAdmin(users, { id: contactId, level });
          await repo.setAccessLevel(contactId, level, deps.now());
          await repo.audit({
            staffId: by.staffId,
            action: 'user.access-level',
            objectType: 'user',
            objectId: contactId,
            customerNumber,
            before: { accessLevel: user.access_level },
            after: { accessLevel: level },
          });
          await repo.recordDealerChange({ contactId, customerNumber, changedBy: by, from: user.access_level, to: level });
        }
      });
    },

    /** A link for a new staff member, in the staff member's own transaction. */
    async staffLink(repo: InvitationRepository, by: { staffId: string }, staffId: string) {
      const link = await issueLink(repo, by, { staffId });
      const member = await repo.staffMember(staffId);
      if (member) {
        await repo.notify({
          to: staffRecipient(member),
          message: { kind: 'invitation', link: link.link, companyName: null, expiresAt: link.expiresAt },
        });
      }
      return link;
    },

    /** What the page behind a link shows before the password is chosen. */
    async details(token: string): Promise<InvitationDetails> {
      const row = await deps.invitations.byTokenHash(hashToken(token));
      if (!row || row.accepted_at || row.revoked_at || !row.active) throw linkInvalid();
      if (row.expires_at.getTime() < deps.now().getTime())
        throw new AppError(410, 'LINK_EXPIRED', 'This invitation has expired; ask for a new one');
      return { email: row.email, firstName: row.firstname, expiresAt: row.expires_at.toISOString() };
    },

    /** Sets the password once; the link cannot be used again. */
    async accept(token: string, password: string): Promise<{ email: string }> {
      const hash = await hashPassword(password);
      return deps.transaction(async (repo) => {
        const row = await repo.byTokenHash(hashToken(token), true);
        if (!row || row.accepted_at || row.revoked_at || !row.active) throw linkInvalid();
        if (row.expires_at.getTime() < deps.now().getTime())
          throw new AppError(410, 'LINK_EXPIRED', 'This invitation has expired; ask for a new one');
        await repo.accept(row, hash, deps.now());
        return { email: row.email };
      });
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
