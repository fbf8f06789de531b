import { describe, expect, it } from 'vitest';
import {
  COMPANY_FIELDS,
  USER_FIELDS,
  companyValuesOf,
  fieldErrorKey,
  firstErrorField,
  hasErrors,
  isUnchanged,
  serverFieldErrors,
  userValuesOf,
  validateCompanyContact,
  validateUserDetails,
  type CompanyValues,
  type UserValues,
} from './account-validation';

const user: UserValues = {
  emailaddress1: 'mia@reseller-fi.test',
  firstname: 'Mia',
  lastname: 'Korhonen',
  telephone1: '03 212 4451',
  mobilephone: '050 331 7746',
};

const company: CompanyValues = {
  commonName: 'Takkatalo Tampere',
  phone: '03 212 4450',
  email: 'myynti@takkatalo-tampere.test',
  website: 'https://takkatalo-tampere.test',
};

describe('validateUserDetails (spec 000 §5, account user form)', () => {
  it('accepts complete details', () => {
    expect(validateUserDetails(user)).toEqual({});
  });

  it.each(USER_FIELDS)('requires %s', (field) => {
    expect(validateUserDetails({ ...user, [field]: '' })).toEqual({ [field]: { kind: 'required' } });
  });

  it('counts blanks as missing', () => {
    expect(validateUserDetails({ ...user, firstname: '   ' })).toEqual({ firstname: { kind: 'required' } });
  });

  it.each(['mia', 'mia@', '@reseller-fi.test', 'mia@reseller', 'm ia@reseller-fi.test', 'mia@@reseller-fi.test'])(
    'rejects the email %j as invalid format',
    (email) => {
      expect(validateUserDetails({ ...user, emailaddress1: email })).toEqual({ emailaddress1: { kind: 'invalid-format' } });
    },
  );

  it.each(['mia.korhonen@reseller-fi.test', 'a+b@sub.takkatalo.co.uk', '  mia@reseller-fi.test '])('accepts the email %j', (email) => {
    expect(validateUserDetails({ ...user, emailaddress1: email })).toEqual({});
  });

  it('reports an empty email as required only, not also as invalid', () => {
    expect(validateUserDetails({ ...user, emailaddress1: '' })).toEqual({ emailaddress1: { kind: 'required' } });
  });

  it('reports every failing field at once', () => {
    const errors = validateUserDetails({ emailaddress1: 'x', firstname: '', lastname: '', telephone1: '', mobilephone: '' });
    expect(errors).toEqual({
      emailaddress1: { kind: 'invalid-format' },
      firstname: { kind: 'required' },
      lastname: { kind: 'required' },
      telephone1: { kind: 'required' },
      mobilephone: { kind: 'required' },
    });
    expect(firstErrorField(USER_FIELDS, errors)).toBe('emailaddress1');
  });

  it('limits lengths as the server does', () => {
    expect(validateUserDetails({ ...user, lastname: 'K'.repeat(51) })).toEqual({ lastname: { kind: 'too-long', max: 50 } });
    expect(validateUserDetails({ ...user, lastname: 'K'.repeat(50) })).toEqual({});
  });

  it('keeps a name on one line, as the server does', () => {
    expect(validateUserDetails({ ...user, firstname: 'Anna\r\nBcc: x@example.test' })).toEqual({ firstname: { kind: 'line-break' } });
  });
});

describe('validateCompanyContact (spec 000 §5, contact form)', () => {
  it('accepts complete details', () => {
    expect(validateCompanyContact(company)).toEqual({});
  });

  it.each(COMPANY_FIELDS)('requires %s', (field) => {
    expect(validateCompanyContact({ ...company, [field]: ' ' })).toEqual({ [field]: { kind: 'required' } });
  });

  it('checks the email pattern', () => {
    expect(validateCompanyContact({ ...company, email: 'myynti.takkatalo' })).toEqual({ email: { kind: 'invalid-format' } });
  });

  it('puts the first error of the form first', () => {
    const errors = validateCompanyContact({ commonName: 'A', phone: '', email: 'bad', website: '' });
    expect(firstErrorField(COMPANY_FIELDS, errors)).toBe('phone');
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});

describe('serverFieldErrors', () => {
  it('marks the field a 400 names, in the form’s words', () => {
    expect(serverFieldErrors(COMPANY_FIELDS, { status: 400, field: 'email', message: 'email: has invalid format' }, 'email')).toEqual({
      email: { kind: 'invalid-format' },
    });
    expect(serverFieldErrors(USER_FIELDS, { status: 400, field: 'firstname', message: 'firstname: is required' }, 'emailaddress1')).toEqual(
      {
        firstname: { kind: 'required' },
      },
    );
    expect(serverFieldErrors(USER_FIELDS, { status: 400, field: 'firstname', message: 'firstname: Too big' }, 'emailaddress1')).toEqual({
      firstname: { kind: 'check-field' },
    });
  });

  it('marks the e-mail when another contact uses it', () => {
    expect(serverFieldErrors(USER_FIELDS, { status: 409, code: 'EMAIL_IN_USE' }, 'emailaddress1')).toEqual({
      emailaddress1: { kind: 'email-in-use' },
    });
  });

  it('leaves everything else to the error dialog', () => {
    expect(serverFieldErrors(USER_FIELDS, { status: 500, code: 'INTERNAL_ERROR' }, 'emailaddress1')).toBeNull();
    expect(serverFieldErrors(USER_FIELDS, { status: 400, field: 'body' }, 'emailaddress1')).toBeNull();
    expect(serverFieldErrors(USER_FIELDS, {}, 'emailaddress1')).toBeNull();
  });
});

describe('form values', () => {
  it('turns missing values into empty text', () => {
    expect(
      userValuesOf({ contactid: 'x', emailaddress1: 'a@b.fi', firstname: 'A', lastname: 'B', telephone1: null, mobilephone: null }),
    ).toEqual({ emailaddress1: 'a@b.fi', firstname: 'A', lastname: 'B', telephone1: '', mobilephone: '' });
    expect(companyValuesOf({ ed_commonname: null, telephone1: '1', emailaddress1: null, websiteurl: 'w' })).toEqual({
      commonName: '',
      phone: '1',
      email: '',
      website: 'w',
    });
  });

  it('sees an edit that only adds blanks as unchanged', () => {
    expect(isUnchanged(COMPANY_FIELDS, company, { ...company, phone: ` ${company.phone} ` })).toBe(true);
    expect(isUnchanged(COMPANY_FIELDS, company, { ...company, phone: '03 000' })).toBe(false);
  });

  it('names the text of each error', () => {
    expect(fieldErrorKey({ kind: 'invalid-format' })).toBe('account.validation.invalid-format');
  });
});
