// Quick order figures: resolving 500 typed rows among 50,000 products in one call, and putting 200 lines into the cart at once.
// Run after `npm run build`: npm run bench:quick-order
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ensureBuilt, measure, prepareDataDir, report, signIn, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3207);
const dataDir = tempDataDir();
const PRODUCTS = 50_000;
const ROWS = 500;
const itemNumber = (i) => `QO-${String(i).padStart(6, '0')}`;

console.log(`Preparing ${PRODUCTS.toLocaleString('en')} products…`);
await prepareDataDir(dataDir, async (db) => {
  for (let start = 0; start < PRODUCTS; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, j) => {
      const i = start + j;
      return {
        item_number: itemNumber(i),
        description: `Reservdel ${i} svart ${100 + (i % 900)} mm`,
        long_text: null,
        kind: 'spare_part',
        brand: i % 2 ? 'NF' : 'GH',
        model_series: null,
        image_url: null,
        weight_kg: 1,
        lead_time_days: 3,
        // every 50th article is no longer sold, as in a real catalogue
        sellable: i % 50 !== 0,
      };
    });
    await db.insertInto('product').values(batch).execute();
    await db
      .insertInto('price_list_item')
      .values(batch.map((p, j) => ({ price_list_id: 'SE', item_number: p.item_number, unit_price: 50 + j })))
      .execute();
  }
  await sql`ANALYZE`.execute(db);
});

const server = await startServer({ port, dataDir });
const token = await signIn(server.baseUrl, 'anna@reseller-se.test');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const post = (url, body) =>
  fetch(`${server.baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(
    async (r) => (await r.arrayBuffer(), r.ok),
  );

// 500 rows as a dealer pastes them: spread over the catalogue, some in lower case, some unknown, a few duplicates.
const rowsFor = (round) =>
  Array.from({ length: ROWS }, (_, i) => {
    const n = (round * 7919 + i * 97) % PRODUCTS;
    const typed = i % 25 === 0 ? `NO-SUCH-${i}` : i % 40 === 0 ? itemNumber((round * 7919 + (i - 1) * 97) % PRODUCTS) : itemNumber(n);
    return { row: i + 2, itemNumber: i % 3 === 0 ? typed.toLowerCase() : typed, quantity: String(1 + (i % 12)) };
  });
const resolve = await measure((i) => post('/api/quick-order/resolve', { rows: rowsFor(i) }), { count: 200, warmup: 10 });

const lines = Array.from({ length: 200 }, (_, i) => ({ itemNumber: itemNumber(1 + i * 211), quantity: 1 + (i % 5) }));
const batch = await measure(
  async () => {
    const ok = await post('/api/cart/batch', { changeId: randomUUID(), lines });
    await fetch(`${server.baseUrl}/api/cart`, { method: 'DELETE', headers });
    return ok;
  },
  { count: 60, warmup: 5 },
);
await server.stop();

console.log(`\nQuick order benchmark (Node ${process.version}, embedded database, one request at a time)\n`);
report([
  [
    `resolve ${ROWS} rows among ${PRODUCTS.toLocaleString('en')} products, p95`,
    `${resolve.p95.toFixed(1)} ms`,
    '≤ 300 ms',
    resolve.p95 <= 300,
  ],
  [`resolve ${ROWS} rows, p50`, `${resolve.p50.toFixed(1)} ms`, '—', true],
  ['200 lines into the cart at once, p95', `${batch.p95.toFixed(1)} ms`, '≤ 300 ms', batch.p95 <= 300],
  ['200 lines into the cart at once, p50', `${batch.p50.toFixed(1)} ms`, '—', true],
]);
if (resolve.failures + batch.failures) {
  console.error(`${resolve.failures + batch.failures} requests failed`);
  process.exitCode = 1;
}
