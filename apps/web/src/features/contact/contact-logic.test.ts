import { describe, expect, it } from 'vitest';
import { departments, salesRepFields, salesRepName, telHref } from './contact-logic';

const rep = {
  firstname: 'Karin',
  lastname: 'Lindqvist',
  internalemailaddress: 'karin.lindqvist@manufacturer.test',
  address1_telephone1: '0470-75 30 12',
  mobilephone: '070-312 44 19',
};

describe('the sales representative card', () => {
  it('shows every field that is present', () => {
    expect(salesRepName(rep)).toBe('Karin Lindqvist');
    expect(salesRepFields(rep)).toEqual([
      { labelKey: 'contact.sales-rep.email', value: 'karin.lindqvist@manufacturer.test', href: 'mailto:karin.lindqvist@manufacturer.test' },
      { labelKey: 'contact.sales-rep.office-phone', value: '0470-75 30 12', href: 'tel:0470753012' },
      { labelKey: 'contact.sales-rep.mobile-phone', value: '070-312 44 19', href: 'tel:0703124419' },
    ]);
  });

  it('leaves out what is missing or blank', () => {
    const partial = { ...rep, lastname: null, address1_telephone1: '  ', mobilephone: null };
    expect(salesRepName(partial)).toBe('Karin');
    expect(salesRepFields(partial).map((f) => f.labelKey)).toEqual(['contact.sales-rep.email']);
    const none = { firstname: null, lastname: null, internalemailaddress: null, address1_telephone1: null, mobilephone: null };
    expect(salesRepName(none)).toBeNull();
    expect(salesRepFields(none)).toEqual([]);
  });
});

describe('the departments', () => {
  it('lists the three departments with their email and phone', () => {
    const list = departments({
      CustomerServiceEmail: 'kundservice@manufacturer.test',
      CustomerServicePhone: '0470-75 30 00',
      ServiceEmail: 'service@manufacturer.test',
      ServicePhone: null,
      MarketingCommunicationEmail: null,
      MarketingCommunicationPhone: '+46 470 75 30 80',
    });
    expect(list.map((d) => [d.titleKey, d.fields.map((f) => f.value)])).toEqual([
      ['contact.departments.customer-service', ['kundservice@manufacturer.test', '0470-75 30 00']],
      ['contact.departments.service', ['service@manufacturer.test']],
      ['contact.departments.marketing-communication', ['+46 470 75 30 80']],
    ]);
  });

  it('leaves out a department without any details', () => {
    const list = departments({
      CustomerServiceEmail: null,
      CustomerServicePhone: null,
      ServiceEmail: 'service@manufacturer.test',
      ServicePhone: '',
      MarketingCommunicationEmail: null,
      MarketingCommunicationPhone: null,
    });
    expect(list.map((d) => d.titleKey)).toEqual(['contact.departments.service']);
  });
});

describe('telHref', () => {
  it.each([
    ['0470-75 30 12', 'tel:0470753012'],
    ['+46 470 75 30 12', 'tel:+46470753012'],
    ['0046 470 753012', 'tel:+46470753012'],
  ])('dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
