import { describe, expect, it } from 'vitest';
import { UpdateContactInfoRequest, UpdateMyContactRequest } from './dealer.js';

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Issues) => result.error?.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`) ?? [];

const contactInfo = {
  commonName: 'Kamin Center',
  email: 'info@kamin.se',
  website: 'www.kamin.se',
  phone: '08-123 456',
};

describe('UpdateContactInfoRequest', () => {
  it('accepts complete details and trims them', () => {
    const result = UpdateContactInfoRequest.parse({ ...contactInfo, email: '  info@kamin.se ' });
    expect(result.email).toBe('info@kamin.se');
  });

  it.each(['info', 'info@', '@kamin.se', 'info@kamin', 'in fo@kamin.se', 'info@@kamin.se'])(
    'rejects email %j as invalid format',
    (email) => {
      expect(issues(UpdateContactInfoRequest.safeParse({ ...contactInfo, email }))).toEqual(['email: has invalid format']);
    },
  );

  it.each(['first.last@kamin.se', 'a+b@sub.kamin.co.uk'])('accepts email %j', (email) => {
    expect(UpdateContactInfoRequest.safeParse({ ...contactInfo, email }).success).toBe(true);
  });

  it('reports an empty email as required only', () => {
    expect(issues(UpdateContactInfoRequest.safeParse({ ...contactInfo, email: '' }))).toEqual(['email: is required']);
  });

  it.each(['commonName', 'website', 'phone'] as const)('requires %s', (field) => {
    expect(issues(UpdateContactInfoRequest.safeParse({ ...contactInfo, [field]: '  ' }))).toEqual([`${field}: is required`]);
  });

  it('rejects a missing field', () => {
    const { website: _website, ...rest } = contactInfo;
    expect(UpdateContactInfoRequest.safeParse(rest).success).toBe(false);
  });

  it('rejects a phone longer than 50 characters', () => {
    expect(UpdateContactInfoRequest.safeParse({ ...contactInfo, phone: '1'.repeat(51) }).success).toBe(false);
  });
});

describe('UpdateMyContactRequest', () => {
  const contact = {
    emailaddress1: 'anna@kamin.se',
    firstname: 'Anna',
    lastname: 'Berg',
    telephone1: '08-123 456',
    mobilephone: '070-123 45 67',
  };

  it('accepts a complete contact', () => {
    expect(UpdateMyContactRequest.safeParse(contact).success).toBe(true);
  });

  it('rejects a malformed email', () => {
    expect(issues(UpdateMyContactRequest.safeParse({ ...contact, emailaddress1: 'anna.kamin.se' }))).toEqual([
      'emailaddress1: has invalid format',
    ]);
  });

  it('requires every field', () => {
    const blank = { emailaddress1: '', firstname: '', lastname: '', telephone1: '', mobilephone: '' };
    expect(issues(UpdateMyContactRequest.safeParse(blank))).toEqual([
      'emailaddress1: is required',
      'firstname: is required',
      'lastname: is required',
      'telephone1: is required',
      'mobilephone: is required',
    ]);
  });
});
