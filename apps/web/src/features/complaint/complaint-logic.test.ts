import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS, MAX_NOTE_LENGTH, type Incident } from '@portal/contracts/complaint';
import {
  articlesText,
  canSubmitNote,
  complaintNumber,
  complaintPath,
  contactLines,
  deliveryAddressLines,
  formatFileSize,
  formatDay,
  formatTimestamp,
  incidentTypeOf,
  incidentTypeText,
  isIncidentId,
  statusLabelKey,
  statusText,
  validateNote,
} from './complaint-logic';

const t = (key: string) => `«${key}»`;
const plain = (s: string) => s.replace(/\s/g, ' ');

const incident: Incident = {
  incidentid: '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c',
  ed_casenumber: 'CAS-01042',
  ticketnumber: 'TCK-9',
  edp_ordernumber: '400012',
  edp_ordermark: 'Villa Ek',
  ed_serialnumber: null,
  description: 'Cracked glass',
  createdon: '2026-03-04T09:30:00.000Z',
  edp_portalstatus: COMPLAINT_STATUS.Ongoing,
  msdyn_incidenttype: { msdyn_name: 'Transport damage' },
  primarycontactid: {
    fullname: 'Anna Bergström',
    address1_line1: 'Kungsgatan 1',
    address1_postalcode: '111 43',
    address1_city: 'Stockholm',
    address1_country: 'Sverige',
  },
  msdyn_FunctionalLocation: { msdyn_address1: 'Björkvägen 12', msdyn_postalcode: '741 31', msdyn_city: 'Knivsta' },
  edp_incident_edp_claimproduct: [
    { edp_articlenumber: 'ST-100', edp_name: 'Stove Nova 5', edp_quantity: 1 },
    { edp_articlenumber: 'CH-200', edp_name: '', edp_quantity: 2 },
  ],
};

describe('status labels (spec 000 §4)', () => {
  it('has a label for each of the four portal status codes', () => {
    expect(statusLabelKey(757550000)).toBe('complaints.status.757550000');
    expect(statusLabelKey(757550001)).toBe('complaints.status.757550001');
    expect(statusLabelKey(757550002)).toBe('complaints.status.757550002');
    expect(statusLabelKey(757550003)).toBe('complaints.status.757550003');
    expect(statusText(t, COMPLAINT_STATUS.WaitingForDetails)).toBe('«complaints.status.757550003»');
  });

  it('shows an unknown code raw', () => {
    expect(statusLabelKey(10)).toBeNull();
    expect(statusText(t, 757550009)).toBe('757550009');
  });
});

describe('incident types', () => {
  it('knows the CRM names of the three types, whatever their case and spacing', () => {
    expect(incidentTypeOf('Transport damage')).toBe('transport-damage');
    expect(incidentTypeOf('delivery  Fault')).toBe('delivery-fault');
    expect(incidentTypeOf('Other faults')).toBe('other-faults');
    expect(incidentTypeOf('Warranty')).toBeNull();
    expect(incidentTypeOf(null)).toBeNull();
  });

  it('translates a known type and shows an unknown name as it is', () => {
    expect(incidentTypeText(t, incident)).toBe('«complaints.type.transport-damage»');
    expect(incidentTypeText(t, { msdyn_incidenttype: { msdyn_name: 'Warranty' } })).toBe('Warranty');
    expect(incidentTypeText(t, { msdyn_incidenttype: null })).toBe('');
  });
});

describe('complaint texts', () => {
  it('titles with the case number, else the ticket number', () => {
    expect(complaintNumber(incident)).toBe('CAS-01042');
    expect(complaintNumber({ ed_casenumber: null, ticketnumber: 'TCK-9' })).toBe('TCK-9');
    expect(complaintNumber({ ed_casenumber: ' ', ticketnumber: null })).toBe('');
  });

  it('links to /complaint/{incidentid}', () => {
    expect(complaintPath(incident.incidentid)).toBe('/complaint/3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c');
  });

  it('asks the server only about well-formed ids', () => {
    expect(isIncidentId(incident.incidentid)).toBe(true);
    expect(isIncidentId('42')).toBe(false);
    expect(isIncidentId(undefined)).toBe(false);
  });

  it('writes the addresses as lines without missing parts', () => {
    expect(deliveryAddressLines(incident)).toEqual(['Björkvägen 12', '741 31 Knivsta']);
    expect(
      deliveryAddressLines({ msdyn_FunctionalLocation: { msdyn_address1: null, msdyn_postalcode: null, msdyn_city: 'Knivsta' } }),
    ).toEqual(['Knivsta']);
    expect(deliveryAddressLines({ msdyn_FunctionalLocation: null })).toEqual([]);
    expect(contactLines(incident)).toEqual(['Anna Bergström', 'Kungsgatan 1', '111 43 Stockholm', 'Sverige']);
    // A country code from the CRM reads as the country's name in the screen's language.
    const coded = { primarycontactid: { ...incident.primarycontactid!, address1_country: 'se' } };
    expect(contactLines(coded, 'sv').at(-1)).toBe('Sverige');
    expect(contactLines(coded, 'en').at(-1)).toBe('Sweden');
  });

  it('lists the articles in one line, by name or else number', () => {
    expect(articlesText(incident)).toBe('Stove Nova 5 ×1, CH-200 ×2');
  });

  it('formats dates in the language, and leaves an unreadable one as it is', () => {
    expect(plain(formatTimestamp('2026-03-04T09:30:00.000Z', 'sv'))).toMatch(/4 mars 2026/);
    expect(formatTimestamp('yesterday', 'sv')).toBe('yesterday');
  });

  it('writes the day the goods left the factory as that calendar day, whatever the time zone', () => {
    // Read as UTC midnight, 1 March would show as 28 February west of Greenwich.
    expect(plain(formatDay('2026-03-01', 'sv'))).toMatch(/^1 mars 2026$/);
    expect(plain(formatDay('2026-03-01', 'de'))).toMatch(/^01\.03\.2026$/);
    expect(formatDay('soon', 'sv')).toBe('soon');
  });

  it('formats file sizes in kB and MB', () => {
    expect(plain(formatFileSize(2_500, 'en'))).toBe('3 kB');
    expect(plain(formatFileSize(3_450_000, 'en'))).toBe('3.5 MB');
  });
});

describe('notes (spec 000 §5)', () => {
  it('can be sent only with text', () => {
    expect(canSubmitNote('')).toBe(false);
    expect(canSubmitNote('  \n ')).toBe(false);
    expect(canSubmitNote('Hej')).toBe(true);
  });

  it('are required and at most 480 characters', () => {
    expect(validateNote(' ')).toEqual({ key: 'form.required' });
    expect(validateNote('x'.repeat(MAX_NOTE_LENGTH))).toBeNull();
    expect(validateNote('x'.repeat(MAX_NOTE_LENGTH + 1))).toEqual({ key: 'form.too-long', values: { max: MAX_NOTE_LENGTH } });
  });
});
