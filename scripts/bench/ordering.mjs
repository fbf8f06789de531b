// Ordering figures: product search among 50,000 products, open orders with 999 rows, placeOrder with 100 lines.
// Run after `npm run build`: npm run bench:ordering
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ensureBuilt, measure, prepareDataDir, report, signIn, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3201);
const dataDir = tempDataDir();
const PRODUCTS = 50_000;
const OPEN_ORDERS = 1_200;

const WORDS = [
  'Golvplåt',
  'Rökrör',
  'Tätningslist',
  'Glasruta',
  'Ställ',
  'Lucka',
  'Brännkammare',
  'Skorstenshuv',
  'Sotlucka',
  'Värmesten',
  'Ståltak',
  'Pipe',
  'Røykrør',
  'Ovnsglass',
  'Pakning',
  'Rist',
  'Tulisija',
  'Savupiippu',
  'Kamin',
  'Brændeovn',
  'Spjæld',
  'Ødegaard',
  'Sæby',
];
const COLOURS = ['svart', 'grå', 'vit', 'rostfri', 'mässing', 'koppar'];

console.log(`Preparing ${PRODUCTS.toLocaleString('en')} products and ${OPEN_ORDERS} open orders…`);
await prepareDataDir(dataDir, async (db) => {
  await db
    .insertInto('sales_node')
    .values({ node_id: 'bench', parent_id: 'spare-parts', label: 'Benchmark', image_url: null, item_number: null, sort_order: 99 })
    .execute();
  for (let start = 0; start < PRODUCTS; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, j) => {
      const i = start + j;
      return {
        item_number: `BX-${String(i).padStart(6, '0')}`,
        description: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length].toLowerCase()} ${COLOURS[i % COLOURS.length]} ${100 + (i % 900)} mm`,
        long_text: null,
        kind: 'spare_part',
        brand: i % 2 ? 'NF' : 'GH',
        model_series: null,
        image_url: null,
        weight_kg: 1 + (i % 20),
        lead_time_days: 3,
      };
    });
    await db.insertInto('product').values(batch).execute();
    await db
      .insertInto('sales_node')
      .values(
        batch.map((p, j) => ({
          node_id: `bench-${p.item_number}`,
          parent_id: 'bench',
          label: p.description,
          image_url: null,
          item_number: p.item_number,
          sort_order: j,
        })),
      )
      .execute();
    await db
      .insertInto('price_list_item')
      .values(batch.map((p, j) => ({ price_list_id: 'SE', item_number: p.item_number, unit_price: 50 + j })))
      .execute();
  }
  const orders = Array.from({ length: OPEN_ORDERS }, (_, i) => ({
    order_number: String(600_000 + i),
    customer_number: '10001',
    contact_id: null,
    status: [10, 20, 30, 40][i % 4],
    order_date: `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
    order_mark: `Bench ${i}`,
    currency: 'SEK',
    freight: 195,
    order_value: 1000 + i,
    promise_date: '2026-12-01',
  }));
  for (let i = 0; i < orders.length; i += 400)
    await db
      .insertInto('customer_order')
      .values(orders.slice(i, i + 400))
      .execute();
  await sql`ANALYZE`.execute(db);
});

const server = await startServer({ port, dataDir });
const token = await signIn(server.baseUrl, 'anna@reseller-se.test');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const get = (url) => fetch(`${server.baseUrl}${url}`, { headers }).then(async (r) => (await r.arrayBuffer(), r.ok));

const queries = ['golvplat', 'RÖKRÖR', 'brændeovn', 'bx-0421', 'ødegaard', 'savupiippu 3', 'glasruta grå', 'sæby'];
const search = await measure((i) => get(`/api/order/products?search=${encodeURIComponent(queries[i % queries.length])}`), { count: 400 });
const open = await measure(() => get('/api/order/openOrders?amount=999'), { count: 200 });
const openRows = (await (await fetch(`${server.baseUrl}/api/order/openOrders?amount=999`, { headers })).json()).Orders.length;

const lines = Array.from({ length: 100 }, (_, i) => ({
  id: `BX-${String(i * 37).padStart(6, '0')}`,
  title: 'x',
  image: '',
  price: 1,
  quantity: 1 + (i % 3),
  type: 'product',
}));
const order = () => ({
  inputs: { ShippingInstructions: ' ', GoodsMark: 'Benchmark' },
  cartItems: lines,
  CustomerId: '10001',
  ShipTo: '10001',
  requestedDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''),
  addresses: [
    {
      AddressType: 6,
      Name: 'Brasvärme Uppsala – lager',
      Address1: 'Fyrislundsgatan 68',
      City: 'Uppsala',
      PostalCode: '754 50',
      Country: 'Sverige',
    },
  ],
  idempotencyKey: randomUUID(),
});
const place = await measure(
  () =>
    fetch(`${server.baseUrl}/api/order/placeOrder`, { method: 'POST', headers, body: JSON.stringify(order()) }).then(
      async (r) => (await r.arrayBuffer(), r.ok),
    ),
  { count: 150, warmup: 10 },
);
await server.stop();

const failures = search.failures + open.failures + place.failures;
console.log(`\nOrdering benchmark (Node ${process.version}, embedded database, one request at a time)\n`);
report([
  [`product search among ${PRODUCTS.toLocaleString('en')} products, p95`, `${search.p95.toFixed(1)} ms`, '≤ 20 ms', search.p95 <= 20],
  [`openOrders?amount=999 (${openRows} rows), p95`, `${open.p95.toFixed(1)} ms`, '≤ 30 ms', open.p95 <= 30],
  ['placeOrder with 100 lines, p95', `${place.p95.toFixed(1)} ms`, '≤ 100 ms', place.p95 <= 100],
  ['product search p50', `${search.p50.toFixed(1)} ms`, '—', true],
  ['openOrders p50', `${open.p50.toFixed(1)} ms`, '—', true],
  ['placeOrder p50', `${place.p50.toFixed(1)} ms`, '—', true],
]);
if (failures) {
  console.error(`${failures} requests failed`);
  process.exitCode = 1;
}
