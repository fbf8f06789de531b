import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const call = (method: 'GET' | 'PUT', url: string, email: string, payload?: unknown) => t.call(email, method, url, payload);

describe('reseller details', () => {
  it('names the signed-in dealer’s own company and customer number, for the header', async () => {
    expect((await call('GET', '/api/reseller/company', 'anna@reseller-se.test')).json()).toEqual({
      name: 'Brasvärme i Uppsala AB',
      customerNumber: '10001',
    });
    expect((await call('GET', '/api/reseller/company', 'mia@reseller-fi.test')).json()).toEqual({
      name: 'Takkatalo Tampere Oy',
      customerNumber: '40001',
    });
  });

  it('returns the signed-in contact and only their own company', async () => {
    const anna = await call('GET', '/api/reseller/contactInfo', 'anna@reseller-se.test');
    expect(anna.json()).toEqual({
      ed_commonname: 'Brasvärme Uppsala',
      telephone1: '+46 18 55 12 40',
      emailaddress1: 'info@brasvarme-uppsala.test',
      websiteurl: 'https://brasvarme-uppsala.test',
    });
    const ola = await call('GET', '/api/reseller/contactInfo', 'ola@reseller-no.test');
    expect(ola.json()).toMatchObject({ ed_commonname: 'Peisheim Bergen' });
  });

  it('returns the postal address under the company’s registered name, and the visiting address', async () => {
    expect((await call('GET', '/api/reseller/postalAddress', 'mia@reseller-fi.test')).json()).toEqual({
      name: 'Takkatalo Tampere Oy',
      address1_line1: 'PL 118',
      address1_postalcode: '33101',
      address1_city: 'Tampere',
    });
    expect((await call('GET', '/api/reseller/visitingAddress', 'mia@reseller-fi.test')).json()).toEqual({
      address2_line1: 'Hatanpään valtatie 34',
      address2_postalcode: '33100',
      address2_city: 'Tampere',
    });
  });

  it('lists delivery addresses with the default first', async () => {
    const res = await call('GET', '/api/reseller/deliveryAddress', 'anna@reseller-se.test');
    const addresses = res.json<{ value: { Account_CustomerAddress: { name: string; ed_primary: boolean }[] }[] }>().value[0]!
      .Account_CustomerAddress;
    expect(addresses).toHaveLength(3);
    expect(addresses[0]).toMatchObject({ ed_primary: true, name: 'Brasvärme Uppsala – lager' });
    expect(addresses.filter((a) => a.ed_primary)).toHaveLength(1);
  });
});

describe('company contact update', () => {
  const valid = {
    commonName: 'Brasvärme Uppsala & Co',
    email: 'order@brasvarme-uppsala.test',
    website: 'https://brasvarme.test',
    phone: '018-55 12 00',
  };

  it('saves a valid update for the caller’s own company only', async () => {
    const res = await call('PUT', '/api/reseller/contactInfo', 'admin@reseller-se.test', valid);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/reseller/contactInfo', 'anna@reseller-se.test')).json()).toMatchObject({
      ed_commonname: 'Brasvärme Uppsala & Co',
      emailaddress1: 'order@brasvarme-uppsala.test',
    });
    expect((await call('GET', '/api/reseller/contactInfo', 'ola@reseller-no.test')).json()).toMatchObject({
      ed_commonname: 'Peisheim Bergen',
    });
  });

  it('answers 400 naming the field for a bad e-mail and changes nothing', async () => {
    const before = (await call('GET', '/api/reseller/contactInfo', 'mia@reseller-fi.test')).json();
    const res = await call('PUT', '/api/reseller/contactInfo', 'mia@reseller-fi.test', { ...valid, email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field: 'email' });
    expect((await call('GET', '/api/reseller/contactInfo', 'mia@reseller-fi.test')).json()).toEqual(before);
  });

  it('answers 400 naming a missing field', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const res = await call('PUT', '/api/reseller/contactInfo', 'mia@reseller-fi.test', withoutPhone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'phone' });
  });

  it('answers 400 with a JSON body for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/reseller/contactInfo',
      headers: { authorization: `Bearer ${await t.tokenFor('mia@reseller-fi.test')}`, 'content-type': 'application/json' },
      payload: '{"commonName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400 });
  });
});
