import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isLanguage, languageForMarket, type Language } from '@portal/contracts/languages';
import {
  EMAIL_CHANGE_VALID_HOURS,
  PASSWORD_RESET_VALID_MINUTES,
  type NotificationPreferences,
  type PasswordResetDetails,
} from '@portal/contracts/messages';
import type { Principal } from '../../platform/auth/access.js';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { AccountRepository } from './account.repository.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

export type AccountServiceDeps = TransactionalDeps<'accounts', AccountRepository> & {
  /** Where the portal is reached, for the links. */
  publicUrl: string;
  now: () => Date;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');
const linkInvalid = () => new AppError(404, 'LINK_INVALID', 'This link is not valid; ask for a new one');
const linkExpired = () => new AppError(410, 'LINK_EXPIRED', 'This link has expired; ask for a new one');

// The passwords people choose most often (about 49,000 of them, from the zxcvbn project's lists).
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/** The language of messages to a user: the user's own choice, else the one given, else the market's. */
const languageOf = (person: { language: string | null; market: string }, fallback?: Language): Language =>
  isLanguage(person.language) ? person.language : (fallback ?? languageForMarket(person.market));

/**
 * The user's own settings — which messages to receive, the language they are written in, the
 * e-mail address — and the forgotten password. Links are one-time, only their hash is stored,
 * and answers never tell whether an address belongs to anyone.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { accounts } = deps;
  const at = (ms: number) => new Date(deps.now().getTime() + ms);

  return {
    async notifications(principal: Principal): Promise<NotificationPreferences> {
      const row = await accounts.preferences(principal.contactId);
      return {
        orderConfirmation: row.notify_order_confirmation,
        orderUpdates: row.notify_order_updates,
        complaints: row.notify_complaints,
        invoices: row.notify_invoices,
      };
    },

    async setNotifications(principal: Principal, choice: NotificationPreferences): Promise<NotificationPreferences> {
      await accounts.setPreferences(principal.contactId, choice, deps.now());
      return this.notifications(principal);
    },

    async setLanguage(principal: Principal, language: Language | null) {
      await accounts.setLanguage(principal.contactId, language);
      return { language };
    },

    /**
     * The new address gets a link that makes the change; when someone already has the address,
     * it gets a word that nothing changed instead. Either way the caller reads the same answer.
     */
    async requestEmailChange(principal: Principal, email: string): Promise<{ sentTo: string }> {
      const newEmail = email.trim();
      await deps.transaction(async (trx) => {
        const me = await trx.contactForMessage(principal.contactId);
        if (!me) return;
        const to = { email: newEmail, language: languageOf(me), name: me.firstname };
        if (newEmail.toLowerCase() === me.email.toLowerCase()) return;
        if (await trx.emailTaken(newEmail)) {
          await trx.notify({ to, customerNumber: me.customer_number, message: { kind: 'email-change-in-use' } });
          return;
        }
        const token = newToken();
        const expiresAt = at(EMAIL_CHANGE_VALID_HOURS * 3600_000);
        await trx.revokeOpenEmailChanges(me.id, deps.now());
        await trx.insertEmailChange({ id: randomUUID(), tokenHash: hashToken(token), contactId: me.id, newEmail, expiresAt });
        await trx.notify({
          to,
          customerNumber: me.customer_number,
          message: {
            kind: 'email-change-confirm',
            link: `${deps.publicUrl}/email-change/${token}`,
            newEmail,
            expiresAt: expiresAt.toISOString(),
          },
        });
      });
      return { sentTo: newEmail };
    },

    /** Following the link changes the address; the old address is told. */
    async confirmEmailChange(token: string): Promise<{ email: string }> {
      return deps.transaction(async (trx) => {
        const row = await trx.emailChangeByTokenHash(hashToken(token));
        if (!row || row.used_at || row.revoked_at || !row.active) throw linkInvalid();
        if (row.expires_at.getTime() < deps.now().getTime()) throw linkExpired();
        // Taken since the link was sent: the holder of the link owns the new address, so saying so reveals nothing.
        if (await trx.emailTaken(row.new_email))
          throw new AppError(409, 'EMAIL_IN_USE', 'Someone already signs in with this e-mail address', { field: 'email' });
        const me = await trx.contactForMessage(row.contact_id);
        await trx.setContactEmail(row.contact_id, row.new_email, deps.now());
        await trx.markEmailChangeUsed(row.id, deps.now());
        await trx.revokeOpenEmailChanges(row.contact_id, deps.now());
        if (me) {
          await trx.notify({
            to: { email: row.old_email, language: languageOf(me), name: me.firstname },
            customerNumber: me.customer_number,
            message: { kind: 'email-change-notice', newEmail: row.new_email },
          });
        }
        return { email: row.new_email };
      });
    },

    /**
     * A reset link for whoever signs in with this address — a dealer's user or a staff member —
     * valid 30 minutes; the earlier links stop working. Nothing tells the caller whether the
     * address belongs to anyone.
     */
    async requestPasswordReset(email: string, language?: Language): Promise<{ ok: true }> {
      await deps.transaction(async (trx) => {
        const contact = await trx.activeContactByEmail(email);
        const staff = contact ? undefined : await trx.activeStaffByEmail(email);
        if (!contact && !staff) return;
        const token = newToken();
        const expiresAt = at(PASSWORD_RESET_VALID_MINUTES * 60_000);
        const who = contact ? { contactId: contact.id } : { staffId: staff!.id };
        await trx.revokeOpenResets(who, deps.now());
        await trx.insertReset({
          id: randomUUID(),
          tokenHash: hashToken(token),
          contactId: contact?.id ?? null,
          staffId: staff?.id ?? null,
          expiresAt,
        });
        await trx.notify({
          to: contact
            ? { email: contact.email, language: languageOf(contact, language), name: contact.firstname }
            : { email: staff!.email, language: language ?? 'sv', name: staff!.firstname },
          customerNumber: contact?.customer_number ?? null,
          message: {
            kind: 'password-reset',
            link: `${deps.publicUrl}/reset-password/${token}`,
            expiresAt: expiresAt.toISOString(),
          },
        });
      });
      return { ok: true };
    },

    async passwordReset(token: string): Promise<PasswordResetDetails> {
      const row = await accounts.resetByTokenHash(hashToken(token));
      if (!row || row.used_at || row.revoked_at || !row.active) throw linkInvalid();
      if (row.expires_at.getTime() < deps.now().getTime()) throw linkExpired();
      return { email: row.email, expiresAt: row.expires_at.toISOString(), staff: row.staff_id !== null };
    },

    /** Sets the new password once and ends every session of the account, on every device. */
    async resetPassword(token: string, password: string): Promise<{ email: string; staff: boolean }> {
      if (isCommonPassword(password))
        throw badRequest('password', 'This password is among the most common ones; choose another', 'password-reset.too-common');
      const hash = await hashPassword(password);
      return deps.transaction(async (trx) => {
        const row = await trx.resetByTokenHash(hashToken(token), true);
        if (!row || row.used_at || row.revoked_at || !row.active) throw linkInvalid();
        if (row.expires_at.getTime() < deps.now().getTime()) throw linkExpired();
        if (row.contact_id) await trx.setContactPassword(row.contact_id, hash, deps.now());
        else if (row.staff_id) await trx.setStaffPassword(row.staff_id, hash);
        await trx.markResetUsed(row.id, deps.now());
        const who = row.contact_id ? { contactId: row.contact_id } : { staffId: row.staff_id! };
        await trx.revokeOpenResets(who, deps.now());
        await trx.revokeSignIns(row.contact_id ?? row.staff_id!);
        return { email: row.email, staff: row.staff_id !== null };
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
