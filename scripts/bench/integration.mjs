// Integration figures: event → webhook delivered while 20 dealers order, 100,000 prices set in one call, pages of
// 1,000 from an event feed of 1,000,000 events.
// Run after `npm run build`: npm run bench:integration
// BENCH_DEALERS (20), BENCH_ORDERS_PER_DEALER (10), BENCH_EVENTS (1,000,000), BENCH_PRICE_ROWS (100,000) change the sizes;
// BENCH_DATABASE_URL measures on a new database of that PostgreSQL server instead of the embedded one.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { ensureBuilt, fetchRetrying, measure, prepareBenchDatabase, report, signIn, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3211);
const DEALERS = Number(process.env.BENCH_DEALERS ?? 20);
const ORDERS_PER_DEALER = Number(process.env.BENCH_ORDERS_PER_DEALER ?? 10);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const PRICE_ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 100_000);
const FEED_PAGE = 1_000;
/** An accessory every price list holds. */
const PRODUCT = 'TB-GP-GL1010';
const dataDir = tempDataDir();

/** Dealer i: a copy of Brasvärme Uppsala (10001) under its own number, with one user who orders. */
const dealerNumber = (i) => String(19_001 + i);
const dealerEmail = (i) => `bench.dealer${i + 1}@reseller-se.test`;

/** Copies the rows of `table` that `where` picks, every column the table lets one write, with `changes` set. */
async function copyRows(db, table, where, changes) {
  const { rows } = await sql`
    SELECT column_name FROM information_schema.columns
    WHERE table_name = ${table} AND is_generated = 'NEVER' AND coalesce(identity_generation, '') <> 'ALWAYS'
    ORDER BY ordinal_position`.execute(db);
  const columns = rows.map((r) => r.column_name);
  const values = columns.map((c) => changes[c] ?? sql.ref(c));
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    SELECT ${sql.join(values)} FROM ${sql.table(table)} WHERE ${where}`.execute(db);
}

console.log(`Preparing ${DEALERS} dealers, ${PRICE_ROWS.toLocaleString('en')} products and ${EVENTS.toLocaleString('en')} feed events…`);
const database = await prepareBenchDatabase(dataDir, async (db) => {
  await sql`
    INSERT INTO product (item_number, description, long_text, kind, brand, model_series, image_url, weight_kg, lead_time_days)
    SELECT 'IX-' || lpad(i::text, 6, '0'), 'Integration item ' || i, NULL, 'spare_part', 'NF', NULL, NULL, 1 + i % 20, 3
    FROM generate_series(0, ${PRICE_ROWS - 1}::int) AS i`.execute(db);
  for (let i = 0; i < DEALERS; i++) {
    await copyRows(db, 'customer', sql`customer_number = '10001'`, {
      customer_number: sql`${dealerNumber(i)}::text`,
      name: sql`${`Bench dealer ${i + 1}`}::text`,
    });
    await copyRows(db, 'delivery_address', sql`customer_number = '10001'`, {
      id: sql`gen_random_uuid()`,
      customer_number: sql`${dealerNumber(i)}::text`,
    });
    await copyRows(db, 'contact', sql`email = 'anna@reseller-se.test'`, {
      id: sql`gen_random_uuid()`,
      customer_number: sql`${dealerNumber(i)}::text`,
      email: sql`${dealerEmail(i)}::text`,
      firstname: sql`'Bench'`,
      lastname: sql`${`Dealer ${i + 1}`}::text`,
      idp_subject: sql`NULL`,
    });
  }
  // The feed's history: events already positioned, as a portal that has run for years holds them.
  await sql`
    INSERT INTO integration_event (id, position, type, resource_id, customer_number, data, occurred_at)
    SELECT gen_random_uuid(), i, 'order.status_changed', (200000 + i % 700000)::text, '10001',
      jsonb_build_object('orderNumber', (200000 + i % 700000)::text, 'customerNumber', '10001', 'status', 20, 'previousStatus', 10),
      now() - make_interval(secs => ${EVENTS}::int - i)
    FROM generate_series(1, ${EVENTS}::int) AS i`.execute(db);
  // Vacuumed as well as analyzed, as the portal's upkeep keeps a running instance's tables (ADR 0103): its first
  // round, a minute after the server starts, then finds nothing to do instead of reading every loaded page.
  await sql`VACUUM ANALYZE`.execute(db);
});

// The ERP's receiver: 200 at once, and when each order's order.placed came.
const arrivals = new Map();
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const at = Date.now();
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (event.type === 'order.placed') arrivals.set(String(event.data.orderNumber), at - Date.parse(event.timestamp));
    res.writeHead(200).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

// The receiver is on this machine, which only a development server may send webhooks to (production refuses the
// setting); NODE_ENV changes nothing else the figures depend on.
const server = await startServer({ port, dataDir, env: { NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE: '1', ...database.env } });
const base = server.baseUrl;
const json = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const call = async (method, url, token, body, extra = {}) => {
  const res = await fetchRetrying(`${base}${url}`, {
    method,
    headers: { ...json(token), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
};

// The ERP as the back office connects it: a client with the scopes used here, and a webhook for placed orders.
const admin = await signIn(base, 'backoffice@manufacturer.test');
const client = await call('POST', '/api/staff/integrations/clients', admin, {
  name: 'Bench ERP',
  scopes: ['catalogue.write', 'events.read'],
});
await call('POST', '/api/staff/integrations/webhooks', admin, {
  url: `http://127.0.0.1:${receiver.address().port}/portal`,
  description: 'Bench ERP',
  events: ['order.placed'],
});
const discovery = await (await fetch(`${base}/idp/.well-known/openid-configuration`)).json();
const tokenAnswer = await fetch(discovery.token_endpoint, {
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64')}`,
  },
  body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'catalogue.write events.read' }),
});
const { access_token: erp } = await tokenAnswer.json();
if (!erp) throw new Error(`no client token: ${tokenAnswer.status}`);

// 1. Event → webhook: each dealer places its orders one after the other, all dealers at once.
console.log(`${DEALERS} dealers place ${ORDERS_PER_DEALER} orders each…`);
const tokens = await Promise.all(Array.from({ length: DEALERS }, (_, i) => signIn(base, dealerEmail(i))));
const order = (i) => ({
  inputs: { ShippingInstructions: ' ', GoodsMark: `Bench ${i}` },
  cartItems: [{ id: PRODUCT, title: 'x', image: '', price: 1, quantity: 1, type: 'product' }],
  CustomerId: dealerNumber(i),
  ShipTo: dealerNumber(i),
  requestedDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''),
  addresses: [{ AddressType: 6, Name: 'Lager', Address1: 'Fyrislundsgatan 68', City: 'Uppsala', PostalCode: '754 50', Country: 'Sverige' }],
  idempotencyKey: randomUUID(),
});
const placed = [];
await Promise.all(
  tokens.map(async (token, i) => {
    for (let n = 0; n < ORDERS_PER_DEALER; n++) {
      const answer = await call('POST', '/api/order/placeOrder', token, order(i));
      if (!answer.Status) throw new Error(`an order was not placed: ${JSON.stringify(answer)}`);
      placed.push(answer.Header.PlaceOrderNumber);
    }
  }),
);
const waitUntil = Date.now() + 60_000;
while (placed.some((n) => !arrivals.has(n)) && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 100));
const missing = placed.filter((n) => !arrivals.has(n)).length;
const latencies = placed
  .filter((n) => arrivals.has(n))
  .map((n) => arrivals.get(n))
  .sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;

// 2. 100,000 prices in one call, three times (each a new Idempotency-Key, prices changing each time).
const priceTimes = [];
for (let round = 0; round < 3; round++) {
  const items = Array.from({ length: PRICE_ROWS }, (_, i) => ({
    itemNumber: `IX-${String(i).padStart(6, '0')}`,
    amount: 100 + ((i + round) % 900),
  }));
  const t0 = performance.now();
  const answer = await call('POST', '/api/integration/v1/prices', erp, { priceList: 'SE', items }, { 'idempotency-key': randomUUID() });
  priceTimes.push(performance.now() - t0);
  if (answer.items !== PRICE_ROWS) throw new Error(`the price call set ${answer.items} rows`);
}
priceTimes.sort((a, b) => a - b);

// 3. Feed pages of 1,000 from anywhere in the feed, and its head.
const lastCursor = Math.max(0, EVENTS - FEED_PAGE);
const feed = await measure(
  (i) =>
    fetch(`${base}/api/integration/v1/events?after=${(i * 7919 * FEED_PAGE) % lastCursor}&limit=${FEED_PAGE}`, {
      headers: json(erp),
    }).then(async (r) => {
      const page = await r.json();
      return r.ok && page.items.length === FEED_PAGE;
    }),
  { count: 200 },
);

// 4. The dealers' own calls alone, then while the ERP works the integration API as fast as its rate limit lets it
// (INTEGRATION_RATE_LIMIT_PER_MINUTE, 600 by default): feed pages of 1,000 and 1,000 prices at a time.
const dealer = tokens[0];
const dealerCalls = ['/api/reseller/myContact', '/api/order/openOrders?amount=50', `/api/order/productDetails?itemNo=${PRODUCT}`];
const dealerFigures = () =>
  measure(
    (i) =>
      fetch(`${base}${dealerCalls[i % dealerCalls.length]}`, { headers: json(dealer) }).then(async (r) => {
        await r.arrayBuffer();
        return r.ok;
      }),
    { count: 1500, concurrency: 4 },
  );
const alone = await dealerFigures();
let erpWorking = true;
let erpCalls = 0;
const erpLoop = (async () => {
  const perCall = 60_000 / Number(process.env.INTEGRATION_RATE_LIMIT_PER_MINUTE ?? 600);
  for (let i = 0; erpWorking; i++) {
    const started = performance.now();
    if (i % 2 === 0)
      await fetch(`${base}/api/integration/v1/events?after=${(i * 7919 * FEED_PAGE) % lastCursor}&limit=${FEED_PAGE}`, {
        headers: json(erp),
      }).then((r) => r.arrayBuffer());
    else
      await fetch(`${base}/api/integration/v1/prices`, {
        method: 'POST',
        headers: { ...json(erp), 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          priceList: 'SE',
          items: Array.from({ length: 1000 }, (_, k) => ({
            itemNumber: `IX-${String((i * 1000 + k) % PRICE_ROWS).padStart(6, '0')}`,
            amount: 100 + (i % 900),
          })),
        }),
      }).then((r) => r.arrayBuffer());
    erpCalls += 1;
    await new Promise((r) => setTimeout(r, Math.max(0, perCall - (performance.now() - started))));
  }
})();
const beside = await dealerFigures();
erpWorking = false;
await erpLoop;

console.log(
  `\nIntegration on the ${database.label} (${DEALERS} dealers × ${ORDERS_PER_DEALER} orders, ${EVENTS.toLocaleString('en')} events stored):`,
);
report([
  ['event → webhook delivered p50', `${at(50).toFixed(0)} ms`, '', true],
  ['event → webhook delivered p95', `${at(95).toFixed(0)} ms`, '≤ 1000 ms', at(95) <= 1000],
  ['orders whose webhook never came', String(missing), '0', missing === 0],
  [
    `${PRICE_ROWS.toLocaleString('en')} prices in one call (median of 3)`,
    `${(priceTimes[1] / 1000).toFixed(2)} s`,
    '≤ 10 s',
    priceTimes[1] <= 10_000,
  ],
  [`feed page of ${FEED_PAGE} p50`, `${feed.p50.toFixed(1)} ms`, '', true],
  [`feed page of ${FEED_PAGE} p95`, `${feed.p95.toFixed(1)} ms`, '≤ 50 ms', feed.p95 <= 50 && feed.failures === 0],
  ['dealer calls alone p50 / p95', `${alone.p50.toFixed(1)} / ${alone.p95.toFixed(1)} ms`, '', alone.failures === 0],
  [
    `dealer calls beside the ERP (${erpCalls} calls) p50 / p95`,
    `${beside.p50.toFixed(1)} / ${beside.p95.toFixed(1)} ms`,
    'as alone',
    beside.failures === 0 && beside.p95 <= Math.max(alone.p95 * 1.2, alone.p95 + 5),
  ],
]);

receiver.close();
await server.stop();
await database.drop();
if (missing > 0 || feed.failures > 0 || alone.failures > 0 || beside.failures > 0) process.exitCode = 1;
