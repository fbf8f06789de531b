import type { ContactText } from '@portal/contracts/content';
import type { GetSalesRepInfoResponse } from '@portal/contracts/dealer';

export type ContactField = { labelKey: string; value: string; href: string };

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
/** A dialable tel: address: digits and a leading plus only. */
export const telHref = (phone: string) =>
  `tel:${phone
    .trim()
    .replace(/^00/, '+')
    .replace(/(?!^\+)[^\d]/g, '')}`;
const mailHref = (email: string) => `mailto:${email.trim()}`;

/** The sales representative's name, or null when neither part is there. */
export function salesRepName(rep: GetSalesRepInfoResponse): string | null {
  const name = [rep.firstname, rep.lastname]
    .filter(present)
    .map((s) => s.trim())
    .join(' ');
  return name || null;
}

/** The representative's contact fields that are present, in the card's order (spec 001 §2). */
export function salesRepFields(rep: GetSalesRepInfoResponse): ContactField[] {
  const fields: ContactField[] = [];
  if (present(rep.internalemailaddress))
    fields.push({ labelKey: 'contact.sales-rep.email', value: rep.internalemailaddress.trim(), href: mailHref(rep.internalemailaddress) });
  if (present(rep.address1_telephone1))
    fields.push({
      labelKey: 'contact.sales-rep.office-phone',
      value: rep.address1_telephone1.trim(),
      href: telHref(rep.address1_telephone1),
    });
  if (present(rep.mobilephone))
    fields.push({ labelKey: 'contact.sales-rep.mobile-phone', value: rep.mobilephone.trim(), href: telHref(rep.mobilephone) });
  return fields;
}

export type Department = { titleKey: string; fields: ContactField[] };

/** The three departments with whichever of email and phone are present; a department with neither is left out. */
export function departments(text: ContactText): Department[] {
  const department = (titleKey: string, email: string | null, phone: string | null): Department => ({
    titleKey,
    fields: [
      ...(present(email) ? [{ labelKey: 'contact.departments.email', value: email.trim(), href: mailHref(email) }] : []),
      ...(present(phone) ? [{ labelKey: 'contact.departments.phone', value: phone.trim(), href: telHref(phone) }] : []),
    ],
  });
  return [
    department('contact.departments.customer-service', text.CustomerServiceEmail, text.CustomerServicePhone),
    department('contact.departments.service', text.ServiceEmail, text.ServicePhone),
    department('contact.departments.marketing-communication', text.MarketingCommunicationEmail, text.MarketingCommunicationPhone),
  ].filter((d) => d.fields.length > 0);
}
