import type { Translate } from '@portal/ui/i18n';
/** How complaints read in the lists and on the detail screen (spec 000 §2, §3, §4), and the note rule (§5). */
import {
  COMPLAINT_STATUS,
  GetComplaintQuery,
  IncidentType,
  MAX_NOTE_LENGTH,
  type ComplaintResolution,
  type Incident,
} from '@portal/contracts/complaint';
import { countryName } from '@portal/contracts/countries';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_TAG, type Language } from '@portal/ui/languages';
import type { FieldError } from './file-rules';

export { MAX_NOTE_LENGTH };

/** The part of i18next's t this file needs, so tests can pass a plain function. */

const KNOWN_STATUSES: readonly number[] = Object.values(COMPLAINT_STATUS);

/** The i18n key of a portal status label, or null for a code the portal does not know (then shown raw). */
export const statusLabelKey = (status: number): string | null => (KNOWN_STATUSES.includes(status) ? `complaints.status.${status}` : null);

export function statusText(t: Translate, status: number): string {
  const key = statusLabelKey(status);
  return key ? t(key) : String(status);
}

/**
 * Our identifier of an incident type from the CRM's name ("Transport damage" →
 * transport-damage), or null for a name we do not know.
 */
export function incidentTypeOf(name: string | null | undefined): IncidentType | null {
  const slug = (name ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  const parsed = IncidentType.safeParse(slug);
  return parsed.success ? parsed.data : null;
}

/** The type's label in the user's language; an unknown CRM name as it is. */
export function incidentTypeText(t: Translate, incident: Pick<Incident, 'msdyn_incidenttype'>): string {
  const name = incident.msdyn_incidenttype?.msdyn_name ?? '';
  const type = incidentTypeOf(name);
  return type ? t(`complaints.type.${type}`) : name;
}

/** The title's number: the case number, else the ticket number (spec 000 §2). */
export const complaintNumber = (incident: Pick<Incident, 'ed_casenumber' | 'ticketnumber'>) =>
  incident.ed_casenumber?.trim() || incident.ticketnumber?.trim() || '';

export const complaintPath = (incidentId: string) => `/complaint/${encodeURIComponent(incidentId)}`;

/** Only a well-formed id is worth asking the server about; anything else is not found. */
export const isIncidentId = (value: string | undefined): value is string => GetComplaintQuery.safeParse({ incidentId: value }).success;

export const asLanguage = (value: string | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, withTime: boolean) {
  const key = `${language}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      LOCALE_TAG[language],
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/** An ISO timestamp as the language writes dates (and times); an unreadable one as it is. */
export function formatTimestamp(iso: string, language: Language, withTime = false): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(language, withTime).format(date);
}

/** A yyyy-mm-dd day as the language writes dates, read as that calendar day wherever the browser is; anything else as it is. */
export function formatDay(day: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? dateFormat(language, false).format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : day;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The complaint's delivery address as lines, without the parts that are missing. */
export function deliveryAddressLines(incident: Pick<Incident, 'msdyn_FunctionalLocation'>): string[] {
  const location = incident.msdyn_FunctionalLocation;
  if (!location) return [];
  const town = [location.msdyn_postalcode, location.msdyn_city].filter(present).join(' ');
  return [location.msdyn_address1, town].filter(present).map((s) => s.trim());
}

/** The contact person of the complaint with their address, as lines. */
export function contactLines(incident: Pick<Incident, 'primarycontactid'>, language: Language = 'en'): string[] {
  const contact = incident.primarycontactid;
  if (!contact) return [];
  const town = [contact.address1_postalcode, contact.address1_city].filter(present).join(' ');
  const country = present(contact.address1_country) ? countryName(contact.address1_country, language) : null;
  return [contact.fullname, contact.address1_line1, town, country].filter(present).map((s) => s.trim());
}

/** "ITEM-1 Stove ×1, …": the claimed articles in one line, for the lists and their search. */
export const articlesText = (incident: Pick<Incident, 'edp_incident_edp_claimproduct'>) =>
  incident.edp_incident_edp_claimproduct.map((p) => `${p.edp_name || p.edp_articlenumber} ×${p.edp_quantity}`).join(', ');

// --- notes

/** The add-note button is enabled only once the note has text (spec 000 §5). */
export const canSubmitNote = (text: string) => text.trim() !== '';

/** Required and at most 480 characters, counted as the counter counts them. */
export function validateNote(text: string): FieldError | null {
  if (!canSubmitNote(text)) return { key: 'form.required' };
  return text.length > MAX_NOTE_LENGTH ? { key: 'form.too-long', values: { max: MAX_NOTE_LENGTH } } : null;
}

export { formatFileSize } from '@portal/ui/format';

/** Nothing decided or done about the complaint yet: no outcome, replacement order, return or credit note. */
export const isUnresolved = (r: ComplaintResolution) =>
  r.outcome === null && r.replacementOrders.length === 0 && r.returns.length === 0 && r.creditNotes.length === 0;
