import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { hashPassword } from '../platform/auth/password.js';
import { stableBytes, stableId } from './ids.js';

export const DEMO_PASSWORD = 'portal';

type AccessLevel = 'none' | 'Reseller' | 'Portal Admin' | 'Portal Admin,Reseller';

type SeedContact = {
  email: string;
  firstname: string;
  lastname: string;
  telephone1: string;
  mobilephone: string;
  access: AccessLevel;
  mustReset?: boolean;
  demo?: boolean;
};

type SeedCustomer = {
  number: string;
  name: string;
  commonName: string;
  market: 'se' | 'no' | 'dk' | 'de' | 'fi';
  currency: 'SEK' | 'NOK' | 'DKK' | 'EUR';
  country: string;
  /** VAT registration number (EU) or organisation number (Norway). */
  vatNumber: string;
  phone: string;
  email: string;
  website: string;
  postal: [string, string, string];
  visiting: [string, string, string];
  rep: { firstname: string; lastname: string; email: string; phone: string; mobilephone: string };
  delivery: { name: string; line1: string; line2?: string; postalcode: string; city: string; primary?: boolean }[];
  contacts: SeedContact[];
};

/** The resellers of the demo company; the demo accounts of the README are among their contacts. */
export const CUSTOMERS: SeedCustomer[] = [
  {
    number: '10001',
    vatNumber: 'SE556123456701',
    name: 'Brasvärme i Uppsala AB',
    commonName: 'Brasvärme Uppsala',
    market: 'se',
    currency: 'SEK',
    country: 'se',
    phone: '+46 18 55 12 40',
    email: 'info@brasvarme-uppsala.test',
    website: 'https://brasvarme-uppsala.test',
    postal: ['Box 1127', '751 41', 'Uppsala'],
    visiting: ['Kungsgatan 57', '753 21', 'Uppsala'],
    rep: {
      firstname: 'Karin',
      lastname: 'Lindqvist',
      email: 'karin.lindqvist@manufacturer.test',
      phone: '+46 470 75 30 12',
      mobilephone: '+46 70 312 44 19',
    },
    delivery: [
      { name: 'Brasvärme Uppsala – lager', line1: 'Fyrislundsgatan 68', postalcode: '754 50', city: 'Uppsala', primary: true },
      { name: 'Brasvärme Uppsala – butik', line1: 'Kungsgatan 57', postalcode: '753 21', city: 'Uppsala' },
      { name: 'Brasvärme Enköping', line1: 'Västerleden 12', line2: 'Port 3', postalcode: '745 37', city: 'Enköping' },
    ],
    contacts: [
      {
        email: 'anna@reseller-se.test',
        firstname: 'Anna',
        lastname: 'Bergström',
        telephone1: '+46 18 55 12 41',
        mobilephone: '+46 70 221 35 80',
        access: 'Reseller',
        demo: true,
      },
      {
        email: 'admin@reseller-se.test',
        firstname: 'Erik',
        lastname: 'Johansson',
        telephone1: '+46 18 55 12 40',
        mobilephone: '+46 70 118 42 67',
        access: 'Portal Admin,Reseller',
        demo: true,
      },
      {
        email: 'reset@reseller-se.test',
        firstname: 'Lars',
        lastname: 'Nilsson',
        telephone1: '+46 18 55 12 43',
        mobilephone: '+46 73 640 12 55',
        access: 'Reseller',
        mustReset: true,
        demo: true,
      },
      {
        email: 'inactive@reseller-se.test',
        firstname: 'Maria',
        lastname: 'Andersson',
        telephone1: '+46 18 55 12 44',
        mobilephone: '+46 76 504 88 21',
        access: 'none',
        demo: true,
      },
      {
        email: 'sofia.ek@reseller-se.test',
        firstname: 'Sofia',
        lastname: 'Ek',
        telephone1: '+46 18 55 12 45',
        mobilephone: '+46 70 998 13 02',
        access: 'Reseller',
      },
      {
        email: 'johan.lund@reseller-se.test',
        firstname: 'Johan',
        lastname: 'Lund',
        telephone1: '+46 18 55 12 46',
        mobilephone: '+46 70 431 22 18',
        access: 'Reseller',
      },
      {
        email: 'elin.berg@reseller-se.test',
        firstname: 'Elin',
        lastname: 'Berg',
        telephone1: '+46 18 55 12 47',
        mobilephone: '+46 73 218 90 44',
        access: 'Reseller',
      },
      {
        email: 'per.holm@reseller-se.test',
        firstname: 'Per',
        lastname: 'Holm',
        telephone1: '+46 18 55 12 48',
        mobilephone: '+46 76 115 37 62',
        access: 'Reseller',
      },
      {
        email: 'karin.dahl@reseller-se.test',
        firstname: 'Karin',
        lastname: 'Dahl',
        telephone1: '+46 18 55 12 49',
        mobilephone: '+46 70 552 81 90',
        access: 'Reseller',
      },
      {
        email: 'nils.strand@reseller-se.test',
        firstname: 'Nils',
        lastname: 'Strand',
        telephone1: '+46 18 55 12 50',
        mobilephone: '+46 73 904 16 27',
        access: 'Reseller',
      },
      {
        email: 'eva.lind@reseller-se.test',
        firstname: 'Eva',
        lastname: 'Lind',
        telephone1: '+46 18 55 12 51',
        mobilephone: '+46 76 348 70 15',
        access: 'Reseller',
      },
    ],
  },
  {
    number: '20001',
    vatNumber: 'NO987654321MVA',
    name: 'Peisheim Bergen AS',
    commonName: 'Peisheim Bergen',
    market: 'no',
    currency: 'NOK',
    country: 'no',
    phone: '+47 55 30 12 00',
    email: 'post@peisheim-bergen.test',
    website: 'https://peisheim-bergen.test',
    postal: ['Postboks 412 Sentrum', '5805', 'Bergen'],
    visiting: ['Kanalveien 54', '5068', 'Bergen'],
    rep: {
      firstname: 'Ingrid',
      lastname: 'Haugen',
      email: 'ingrid.haugen@manufacturer.test',
      phone: '+47 22 41 30 00',
      mobilephone: '+47 913 45 678',
    },
    delivery: [
      { name: 'Peisheim Bergen', line1: 'Kanalveien 54', postalcode: '5068', city: 'Bergen', primary: true },
      { name: 'Peisheim Os', line1: 'Hamnevegen 8', postalcode: '5200', city: 'Os' },
    ],
    contacts: [
      {
        email: 'ola@reseller-no.test',
        firstname: 'Ola',
        lastname: 'Nordmann',
        telephone1: '+47 55 30 12 01',
        mobilephone: '+47 922 33 441',
        access: 'Reseller',
        demo: true,
      },
      {
        email: 'kari.solberg@reseller-no.test',
        firstname: 'Kari',
        lastname: 'Solberg',
        telephone1: '+47 55 30 12 02',
        mobilephone: '+47 481 22 906',
        access: 'Portal Admin,Reseller',
      },
    ],
  },
  {
    number: '30001',
    vatNumber: 'DE812345679',
    name: 'Kaminwelt Hamburg GmbH',
    commonName: 'Kaminwelt Hamburg',
    market: 'de',
    currency: 'EUR',
    country: 'de',
    phone: '+49 40 3290 4410',
    email: 'info@kaminwelt-hamburg.test',
    website: 'https://kaminwelt-hamburg.test',
    postal: ['Postfach 30 12 44', '20305', 'Hamburg'],
    visiting: ['Wandsbeker Chaussee 112', '22089', 'Hamburg'],
    rep: {
      firstname: 'Thomas',
      lastname: 'Krüger',
      email: 'thomas.krueger@manufacturer.test',
      phone: '+49 40 3290 4400',
      mobilephone: '+49 171 552 1840',
    },
    delivery: [{ name: 'Kaminwelt Hamburg', line1: 'Wandsbeker Chaussee 112', postalcode: '22089', city: 'Hamburg', primary: true }],
    contacts: [
      {
        email: 'jonas@reseller-de.test',
        firstname: 'Jonas',
        lastname: 'Schmidt',
        telephone1: '+49 40 3290 4411',
        mobilephone: '+49 160 443 2190',
        access: 'Portal Admin,Reseller',
        demo: true,
      },
      {
        email: 'lena.weber@reseller-de.test',
        firstname: 'Lena',
        lastname: 'Weber',
        telephone1: '+49 40 3290 4412',
        mobilephone: '+49 152 118 7730',
        access: 'Reseller',
      },
    ],
  },
  {
    number: '40001',
    vatNumber: 'FI23456781',
    name: 'Takkatalo Tampere Oy',
    commonName: 'Takkatalo Tampere',
    market: 'fi',
    currency: 'EUR',
    country: 'fi',
    phone: '+358 3 212 4450',
    email: 'myynti@takkatalo-tampere.test',
    website: 'https://takkatalo-tampere.test',
    postal: ['PL 118', '33101', 'Tampere'],
    visiting: ['Hatanpään valtatie 34', '33100', 'Tampere'],
    rep: {
      firstname: 'Mikko',
      lastname: 'Virtanen',
      email: 'mikko.virtanen@manufacturer.test',
      phone: '+358 9 4250 2200',
      mobilephone: '+358 40 551 2398',
    },
    delivery: [{ name: 'Takkatalo Tampere', line1: 'Hatanpään valtatie 34', postalcode: '33100', city: 'Tampere', primary: true }],
    contacts: [
      {
        email: 'mia@reseller-fi.test',
        firstname: 'Mia',
        lastname: 'Korhonen',
        telephone1: '+358 3 212 4451',
        mobilephone: '+358 50 331 7746',
        access: 'Reseller',
        demo: true,
      },
      {
        email: 'juha.makinen@reseller-fi.test',
        firstname: 'Juha',
        lastname: 'Mäkinen',
        telephone1: '+358 3 212 4452',
        mobilephone: '+358 44 210 9981',
        access: 'Portal Admin,Reseller',
      },
    ],
  },
  {
    number: '50001',
    vatNumber: 'DK31456789',
    name: 'Brændeovnshuset Aarhus ApS',
    commonName: 'Brændeovnshuset Aarhus',
    market: 'dk',
    currency: 'DKK',
    country: 'dk',
    phone: '+45 86 12 44 90',
    email: 'kontakt@braendeovnshuset.test',
    website: 'https://braendeovnshuset.test',
    postal: ['Postboks 220', '8100', 'Aarhus C'],
    visiting: ['Randersvej 188', '8200', 'Aarhus N'],
    rep: {
      firstname: 'Mette',
      lastname: 'Kristensen',
      email: 'mette.kristensen@manufacturer.test',
      phone: '+45 70 22 41 00',
      mobilephone: '+45 21 44 67 90',
    },
    delivery: [{ name: 'Brændeovnshuset Aarhus', line1: 'Randersvej 188', postalcode: '8200', city: 'Aarhus N', primary: true }],
    contacts: [
      {
        email: 'soren.jensen@reseller-dk.test',
        demo: true,
        firstname: 'Søren',
        lastname: 'Jensen',
        telephone1: '+45 86 12 44 91',
        mobilephone: '+45 28 91 04 55',
        access: 'Portal Admin,Reseller',
      },
    ],
  },
];

export const DEMO_ACCOUNTS = CUSTOMERS.flatMap((c) =>
  c.contacts
    .filter((p) => p.demo)
    .map((p) => ({
      email: p.email,
      market: c.market,
      access: p.access === 'none' ? 'none (inactive)' : p.access.replace(',', ' + '),
      customer: c.number,
      mustResetPassword: p.mustReset ?? false,
    })),
);

export const contactId = (email: string) => stableId(`contact:${email}`);

export async function seedCustomers(db: Kysely<DB>) {
  for (const c of CUSTOMERS) {
    const repId = stableId(`sales-rep:${c.rep.email}`);
    await db
      .insertInto('sales_rep')
      .values({ id: repId, ...c.rep })
      .execute();
    await db
      .insertInto('customer')
      .values({
        customer_number: c.number,
        name: c.name,
        common_name: c.commonName,
        market: c.market,
        currency: c.currency,
        country: c.country,
        vat_number: c.vatNumber,
        phone: c.phone,
        email: c.email,
        website: c.website,
        postal_line1: c.postal[0],
        postal_postalcode: c.postal[1],
        postal_city: c.postal[2],
        visiting_line1: c.visiting[0],
        visiting_postalcode: c.visiting[1],
        visiting_city: c.visiting[2],
        sales_rep_id: repId,
      })
      .execute();
    for (const [i, d] of c.delivery.entries()) {
      await db
        .insertInto('delivery_address')
        .values({
          id: stableId(`delivery:${c.number}:${i}`),
          customer_number: c.number,
          name: d.name,
          line1: d.line1,
          line2: d.line2 ?? null,
          line3: null,
          postalcode: d.postalcode,
          city: d.city,
          country: c.country,
          is_primary: d.primary ?? false,
        })
        .execute();
    }
    for (const p of c.contacts) {
      await db
        .insertInto('contact')
        .values({
          id: contactId(p.email),
          customer_number: c.number,
          email: p.email,
          firstname: p.firstname,
          lastname: p.lastname,
          telephone1: p.telephone1,
          mobilephone: p.mobilephone,
          access_level: p.access,
          // A salt derived from the address keeps the seed identical from run to run.
          password_hash: await hashPassword(DEMO_PASSWORD, stableBytes(`salt:${p.email}`, 16)),
          must_reset_password: p.mustReset ?? false,
          idp_subject: null,
        })
        .execute();
    }
  }
}
