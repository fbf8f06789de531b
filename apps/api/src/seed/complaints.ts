import { crc32, deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { COMPLAINT_STATUS, INCIDENT_TYPES, ORDER_STATUS, type IncidentType } from '@portal/contracts';
import type { DB } from '../platform/db/schema.js';
import type { FileStore } from '../platform/files/file-store.js';
import { CUSTOMERS, contactId } from './customers.js';
import { stableBytes, stableId } from './ids.js';

/**
 * Complaints of every demo reseller in every portal status, about delivered orders, with
 * claimed articles, a short exchange of notes and photos of the damage (small PNGs).
 */

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one colour with a darker diagonal band, drawn the same way on every run. */
export function tinyPng(name: string, width = 32, height = 24): Buffer {
  const [r, g, b] = stableBytes(`png:${name}`, 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y) < 3 ? 0.5 : 1;
      row[1 + x * 3] = Math.round(r! * band);
      row[2 + x * 3] = Math.round(g! * band);
      row[3 + x * 3] = Math.round(b! * band);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Demo texts in the customer's language: Swedish in se, Norwegian in no, English elsewhere. */
type Local = { en: string; sv: string; no: string };
const local = (text: Local, market: string) => (market === 'se' ? text.sv : market === 'no' ? text.no : text.en);

const PLANS: { status: number; type: IncidentType; daysAgo: number; text: Local; images: string[]; notes: [string, Local][] }[] = [
  {
    status: COMPLAINT_STATUS.Registered,
    type: INCIDENT_TYPES.transportDamage,
    daysAgo: 2,
    text: {
      en: 'The side glass was cracked when the pallet was unpacked. The packaging was dented at the same corner.',
      sv: 'Sidoglaset var sprucket när pallen packades upp. Emballaget var intryckt i samma hörn.',
      no: 'Sideglasset var sprukket da pallen ble pakket ut. Emballasjen var bulket i samme hjørne.',
    },
    images: ['pallet-corner.png', 'cracked-side-glass.png'],
    notes: [
      [
        'dealer',
        {
          en: 'The customer keeps the packaging until you have looked at the photos.',
          sv: 'Kunden sparar emballaget tills ni har tittat på bilderna.',
          no: 'Kunden tar vare på emballasjen til dere har sett på bildene.',
        },
      ],
    ],
  },
  {
    status: COMPLAINT_STATUS.Ongoing,
    type: INCIDENT_TYPES.otherFaults,
    daysAgo: 12,
    text: {
      en: 'The door gasket comes loose after a few firings; the glue does not hold on the left side.',
      sv: 'Lucktätningen lossnar efter några eldningar; limmet håller inte på vänster sida.',
      no: 'Dørpakningen løsner etter noen fyringer; limet holder ikke på venstre side.',
    },
    images: ['door-gasket.png'],
    notes: [
      [
        'dealer',
        {
          en: 'Fired four times according to the manual before the gasket came loose.',
          sv: 'Eldat fyra gånger enligt manualen innan tätningen lossnade.',
          no: 'Fyrt fire ganger etter bruksanvisningen før pakningen løsnet.',
        },
      ],
      [
        'service',
        {
          en: 'Thank you. A new gasket kit is on its way; our service technician will call the end customer.',
          sv: 'Tack. En ny tätningssats är på väg; vår servicetekniker ringer slutkunden.',
          no: 'Takk. Et nytt pakningssett er på vei; vår servicetekniker ringer sluttkunden.',
        },
      ],
    ],
  },
  {
    status: COMPLAINT_STATUS.WaitingForDetails,
    type: INCIDENT_TYPES.deliveryFault,
    daysAgo: 20,
    text: {
      en: 'Two flue pipe sections were missing from the delivery; the delivery note lists them as delivered.',
      sv: 'Två rökrörsdelar saknades i leveransen; följesedeln anger dem som levererade.',
      no: 'To røykrørsdeler manglet i leveransen; følgeseddelen oppgir dem som levert.',
    },
    images: [],
    notes: [
      [
        'service',
        {
          en: 'Could you send a photo of the delivery note and of the parcels that arrived?',
          sv: 'Kan ni skicka en bild på följesedeln och på kollina som kom fram?',
          no: 'Kan dere sende et bilde av følgeseddelen og av kolliene som kom fram?',
        },
      ],
    ],
  },
  {
    status: COMPLAINT_STATUS.Completed,
    type: INCIDENT_TYPES.otherFaults,
    daysAgo: 75,
    text: {
      en: 'The grate bends when the stove is fired hard. The end customer uses dry birch.',
      sv: 'Rosten böjer sig när kaminen eldas hårt. Slutkunden eldar med torr björk.',
      no: 'Risten bøyer seg når ovnen fyres hardt. Sluttkunden fyrer med tørr bjørk.',
    },
    images: ['bent-grate.png'],
    notes: [
      ['dealer', { en: 'The grate is kept for return.', sv: 'Rosten sparas för retur.', no: 'Risten tas vare på for retur.' }],
      [
        'service',
        {
          en: 'A new grate was sent under warranty. We close the case.',
          sv: 'En ny rost har skickats under garantin. Vi avslutar ärendet.',
          no: 'En ny rist er sendt under garantien. Vi avslutter saken.',
        },
      ],
    ],
  },
  {
    status: COMPLAINT_STATUS.Completed,
    type: INCIDENT_TYPES.transportDamage,
    daysAgo: 160,
    text: {
      en: 'Scratches in the paint of the top plate, visible on arrival.',
      sv: 'Repor i lacken på topplattan, synliga vid ankomst.',
      no: 'Riper i lakken på toppplaten, synlige ved ankomst.',
    },
    images: ['top-plate-scratches.png'],
    notes: [
      [
        'service',
        {
          en: 'Touch-up paint and a credit of the freight were sent. We close the case.',
          sv: 'Bättringsfärg och en kreditering av frakten har skickats. Vi avslutar ärendet.',
          no: 'Flikkmaling og en kreditering av frakten er sendt. Vi avslutter saken.',
        },
      ],
    ],
  },
];

export async function seedComplaints(db: Kysely<DB>, fileStore: FileStore | null, now: Date = new Date()) {
  if (!fileStore) throw new Error('The complaints seed writes files and needs the file store');
  for (const customer of CUSTOMERS) {
    const orders = await db
      .selectFrom('customer_order')
      .select(['order_number', 'order_mark', 'ship_address1', 'ship_postalcode', 'ship_city'])
      .where('customer_number', '=', customer.number)
      .where('status', '=', ORDER_STATUS.delivered)
      .orderBy('order_date', 'desc')
      .orderBy('order_number', 'desc')
      .limit(PLANS.length)
      .execute();
    const contact = customer.contacts.find((c) => c.access !== 'none') ?? customer.contacts[0]!;
    const customerService = `${customer.rep.firstname} ${customer.rep.lastname}`;

    for (const [i, plan] of PLANS.entries()) {
      const order = orders[i % Math.max(orders.length, 1)];
      if (!order) break;
      const lines = await db
        .selectFrom('order_line as l')
        .innerJoin('product as p', 'p.item_number', 'l.item_number')
        .leftJoin('order_line_serial as s', (join) =>
          join.onRef('s.order_number', '=', 'l.order_number').onRef('s.line_sequence', '=', 'l.line_sequence'),
        )
        .select(['l.item_number', 'l.description', 'p.require_serial', 's.serial_number'])
        .where('l.order_number', '=', order.order_number)
        .where('l.shipped_qty', '>', 0)
        .orderBy('l.line_sequence')
        .execute();
      const claimed = lines.find((l) => l.require_serial && l.serial_number) ?? lines[0];
      if (!claimed) continue;

      const id = stableId(`incident:${customer.number}:${i}`);
      const createdAt = new Date(now.getTime() - plan.daysAgo * 86_400_000);
      await db
        .insertInto('incident')
        .values({
          id,
          customer_number: customer.number,
          contact_id: contactId(contact.email),
          order_number: order.order_number,
          order_mark: order.order_mark ?? `Claim ${order.order_number}`,
          serial_number: claimed.require_serial ? claimed.serial_number : null,
          description: local(plan.text, customer.market),
          incident_type: plan.type,
          portal_status: plan.status,
          contact_fullname: `${contact.firstname} ${contact.lastname}`,
          contact_line1: customer.postal[0],
          contact_postalcode: customer.postal[1],
          contact_city: customer.postal[2],
          contact_country: customer.country,
          contact_email: contact.email,
          contact_mobilephone: contact.mobilephone,
          location_address: order.ship_address1,
          location_postalcode: order.ship_postalcode,
          location_city: order.ship_city,
          created_at: createdAt,
        })
        .execute();
      await db
        .insertInto('incident_product')
        .values({ incident_id: id, position: 1, item_number: claimed.item_number, name: claimed.description, quantity: 1 })
        .execute();
      for (const [n, [who, text]] of plan.notes.entries()) {
        await db
          .insertInto('incident_note')
          .values({
            id: stableId(`incident-note:${id}:${n}`),
            incident_id: id,
            description: local(text, customer.market),
            contact_id: who === 'dealer' ? contactId(contact.email) : null,
            author_name: who === 'dealer' ? `${contact.firstname} ${contact.lastname}` : customerService,
            created_at: new Date(createdAt.getTime() + (n + 1) * 3 * 3_600_000),
          })
          .execute();
      }
      for (const name of plan.images) {
        const attachmentId = stableId(`incident-attachment:${id}:${name}`);
        const bytes = tinyPng(`${id}:${name}`);
        const key = `complaints/${id}/${attachmentId}-${name}`;
        await fileStore.put(key, bytes, 'image/png');
        await db
          .insertInto('incident_attachment')
          .values({
            id: attachmentId,
            incident_id: id,
            storage_key: key,
            content_type: 'image/png',
            original_name: name,
            file_name: name,
            size_bytes: bytes.length,
            created_at: createdAt,
          })
          .execute();
      }
    }
  }
}
