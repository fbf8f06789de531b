import { z } from 'zod';
import { crmGuid, singleLine, requiredText } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { ContactIdParams } from './invitations.js';
import { CustomerNumberParams } from './staff-dealer.js';

/**
 * Personal data of a dealer's user, for the manufacturer as controller under the GDPR: everything the portal holds
 * about one person as one JSON file, and erasure that keeps the business records under an anonymised name.
 */
const tags = ['staff: personal data'] as const;
/** Only back-office administrators see a person's whole record or erase it. */
const ADMIN = ['back-office-admin'] as const;

const PersonParams = CustomerNumberParams.extend(ContactIdParams.shape);

/** Rows as the portal stores them: the file is for people and lawyers, not for a program. */
const Rows = z.array(z.record(z.string(), z.unknown()));

export const PersonalDataExport = z
  .object({
    exportedAt: z.string().describe('When the file was made (ISO 8601)'),
    person: z.record(z.string(), z.unknown()).describe("The user's account: name, e-mail, phones, language, access, messages wanted"),
    company: z.object({ customerNumber: z.string(), name: z.string() }),
    signIn: z.object({
      hasPassword: z.boolean(),
      invitations: Rows,
      passwordResets: Rows,
      emailChanges: Rows,
      sessions: Rows.describe('Sign-in sessions and grants of the embedded provider, without tokens'),
      failedSignIns: Rows,
      accessLevelChanges: Rows,
      signIns: Rows.describe('When the person signed in through the portal (kept as the sign-in rows are)'),
      activeMonths: Rows.describe('The months the person signed in, which the portal use figures count (kept five years)'),
    }),
    orders: Rows.describe('Orders the person placed, with their lines'),
    complaints: Rows.describe('Complaints the person made'),
    messages: Rows.describe('Notes the person wrote on complaints'),
    orderLists: Rows,
    cart: Rows,
    emails: Rows.describe('E-mails sent (or to be sent) to the person'),
    audit: Rows.describe('Audit rows about the person'),
  })
  .meta({ id: 'PersonalDataExport' });
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;

export const exportPersonalData = defineEndpoint({
  method: 'GET',
  path: '/api/staff/customers/{customerNumber}/users/{contactId}/personal-data',
  summary: 'Everything the portal holds about one user of a dealer, as one JSON file (GDPR access); audited',
  tags,
  params: PersonParams,
  response: PersonalDataExport,
  staffRoles: ADMIN,
});

export const ErasePersonRequest = z.object({
  confirmEmail: singleLine(requiredText(320)).describe("The user's e-mail address as shown, typed again: the second confirmation"),
});
export type ErasePersonRequest = z.input<typeof ErasePersonRequest>;

export const ErasePersonResponse = z.object({ contactId: crmGuid, name: z.string().describe('The anonymised name kept on the records') });
export type ErasePersonResponse = z.infer<typeof ErasePersonResponse>;

export const erasePerson = defineEndpoint({
  method: 'POST',
  path: '/api/staff/customers/{customerNumber}/users/{contactId}/erase',
  summary:
    "Erase a user's personal data (GDPR): name, e-mail and phones anonymised everywhere, sign-in removed, orders, invoices and complaints kept under the anonymised name; audited. 400 when confirmEmail is not the user's address; 409 LAST_ADMIN for the dealer's last active Portal Admin",
  tags,
  params: PersonParams,
  body: ErasePersonRequest,
  response: ErasePersonResponse,
  staffRoles: ADMIN,
});

/** The name an erased person's records keep: the same for the same person, and naming no one. */
export const erasedName = (contactId: string) => `Erased user ${contactId.slice(0, 8)}`;
/** The address an erased account keeps, which no mail server accepts (RFC 2606). */
export const erasedEmail = (contactId: string) => `erased-${contactId}@erased.invalid`;
