import type { Kysely } from 'kysely';
import { quotedUnitPrice } from '@portal/contracts/quotes';
import type { DB } from '../platform/db/schema.js';
import { stableId } from './ids.js';

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The demo's project names, by the dealer's market, so each dealer asks in its own words. */
const PROJECTS: Record<string, [string, string]> = {
  se: ['Brf Solgläntan, 24 lägenheter', 'Fjällstugor Åre etapp 2'],
  no: ['Hyttefelt Geilo', 'Borettslag Nordstrand'],
  dk: ['Sommerhuse Blåvand', 'Rækkehuse Aarhus Nord'],
  de: ['Wohnpark Am Seeufer', 'Ferienhäuser Rügen'],
  fi: ['Rivitalo Tapiola', 'Mökkikylä Levi'],
};

/**
 * Project quotes of the demo dealers: one each waiting for sales administration (one of them past
 * the answer time) and one priced and sent, so the quote desk and the dealers' quote lists show
 * work from the start.
 */
export async function seedQuotes(db: Kysely<DB>, now = new Date()) {
  const dealers = await db
    .selectFrom('customer as c')
    .innerJoin('contact as ct', 'ct.customer_number', 'c.customer_number')
    .select(['c.customer_number', 'c.market', 'c.discount_percent', 'c.price_list_id', 'ct.id as contact_id'])
    .where('c.price_list_id', 'is not', null)
    .distinctOn('c.customer_number')
    .orderBy('c.customer_number')
    .orderBy('ct.id')
    .limit(5)
    .execute();
  for (const [d, dealer] of dealers.entries()) {
    const articles = await db
      .selectFrom('price_list_item as pi')
      .innerJoin('product as p', 'p.item_number', 'pi.item_number')
      .innerJoin('price_list as pl', 'pl.id', 'pi.price_list_id')
      .select(['p.item_number', 'p.description', 'pi.unit_price', 'pl.currency'])
      .where('pi.price_list_id', '=', dealer.price_list_id!)
      .where('p.sellable', '=', true)
      .where('p.active', '=', true)
      .where('p.kind', '=', 'stove')
      .orderBy('p.item_number')
      .offset(d)
      .limit(2)
      .execute();
    if (articles.length === 0) continue;
    const names = PROJECTS[dealer.market] ?? PROJECTS['se']!;
    for (const [q, sent] of [false, true].entries()) {
      const id = stableId(`quote:${dealer.customer_number}:${q}`);
      // The first dealer's request has waited past the answer time.
      const requestedAt = new Date(now.getTime() - (sent ? 6 + d : d === 0 ? 5 : 1) * DAY_MS);
      await db
        .insertInto('quote')
        .values({
          id,
          customer_number: dealer.customer_number,
          contact_id: dealer.contact_id,
          project_name: names[q]!,
          requested_delivery: null,
          status: sent ? 'sent' : 'requested',
          currency: articles[0]!.currency,
          valid_until: sent ? day(new Date(now.getTime() + (20 + d * 3) * DAY_MS)) : null,
          requested_at: requestedAt,
          sent_at: sent ? new Date(requestedAt.getTime() + 2 * DAY_MS) : null,
          created_at: requestedAt,
          updated_at: requestedAt,
        })
        .execute();
      await db
        .insertInto('quote_line')
        .values(
          articles.map((a, i) => {
            const net = quotedUnitPrice(a.unit_price, dealer.discount_percent);
            return {
              quote_id: id,
              revision: 1,
              line_number: i + 1,
              item_number: a.item_number,
              description: a.description,
              quantity: 10 + 4 * i + d,
              list_price: net,
              // A project price some 12 % under the dealer's own.
              unit_price: sent ? Math.round(net * 0.88) : null,
              discount_percent: null,
            };
          }),
        )
        .execute();
      await db
        .insertInto('quote_message')
        .values([
          {
            id: stableId(`quote-message:${id}:request`),
            quote_id: id,
            revision: 1,
            kind: 'request',
            text: null,
            author_name: null,
            from_staff: false,
            created_at: requestedAt,
          },
          ...(sent
            ? [
                {
                  id: stableId(`quote-message:${id}:offer`),
                  quote_id: id,
                  revision: 1,
                  kind: 'offer',
                  text: null,
                  author_name: 'Karin Holm',
                  from_staff: true,
                  created_at: new Date(requestedAt.getTime() + 2 * DAY_MS),
                },
              ]
            : []),
        ])
        .execute();
    }
  }
}
