// The insight figures across every dealer: each dashboard's call and the lists its figures link to,
// on the back-office benchmark's scale: 10,000 dealers, 1,000,000 orders, 200,000 invoices and
// 100,000 complaints, on the embedded database, one request at a time.
// Run after building the API (`npm run build`): npm run bench:insight
// Row counts: BENCH_DEALERS, BENCH_ORDERS, BENCH_INVOICES, BENCH_COMPLAINTS, BENCH_REQUESTS (per call),
// e.g. BENCH_ORDERS=20000 BENCH_INVOICES=4000 BENCH_COMPLAINTS=2000 BENCH_DEALERS=200 for a quick run.
// BENCH_DATABASE_URL runs it on a new database of that PostgreSQL server instead (without the weekly round,
// which reads the embedded database). BENCH_ONLY measures only the calls whose label holds it (`quality`).
// BENCH_DATA_DIR keeps the embedded database in that folder: a later run with the same folder measures it again
// without loading it (the row counts are then those of the first run).
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { measure, prepareBenchDatabase, prepareDataDir, report, ROOT, signIn, startServer, tempDataDir, timedCall } from './lib.mjs';

// Only the API is served here, so only its build is needed.
if (!fs.existsSync(path.join(ROOT, 'apps/api/dist/main.js'))) throw new Error('Build first: npm run build');

const count = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
const DEALERS = count('BENCH_DEALERS', 10_000);
const ORDERS = count('BENCH_ORDERS', 1_000_000);
const INVOICES = count('BENCH_INVOICES', 200_000);
const COMPLAINTS = count('BENCH_COMPLAINTS', 100_000);
const REQUESTS = count('BENCH_REQUESTS', 60);
const ONLY = process.env.BENCH_ONLY;
const port = Number(process.env.BENCH_PORT ?? 3207);
const keptDir = process.env.BENCH_DATABASE_URL ? undefined : process.env.BENCH_DATA_DIR;
const dataDir = keptDir ? path.resolve(keptDir) : tempDataDir();
const preparedMark = path.join(dataDir, '.bench-insight-prepared');
const fmt = (n) => n.toLocaleString('en');
// An XLSX export's rows below its header.
const xlsxRows = (bytes) => (strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml']).match(/<row /g) ?? []).length - 1;

const reused = keptDir !== undefined && fs.existsSync(preparedMark);
if (reused) console.log(`Measuring the database kept in ${dataDir}…`);
else console.log(`Preparing ${fmt(DEALERS)} dealers, ${fmt(ORDERS)} orders, ${fmt(INVOICES)} invoices, ${fmt(COMPLAINTS)} complaints…`);
const started = performance.now();
const loaded = async (db) => {
  // A bulk load: no foreign-key checks or triggers, the indexes built once afterwards, and the kept
  // sales days and months, delivery and quality counts counted once at the end, as the scale benchmark does.
  await sql`SET session_replication_role = replica`.execute(db);
  const tables = [
    'customer_order',
    'order_line',
    'order_line_serial',
    'invoice',
    'invoice_line',
    'incident',
    'incident_product',
    'contact',
    'sign_in_event',
  ];
  const indexes = (
    await sql`SELECT indexname, indexdef FROM pg_indexes i
              WHERE schemaname = 'public' AND tablename IN (${sql.join(tables)})
                AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db)
  ).rows;
  for (const { indexname } of indexes) await sql`DROP INDEX ${sql.ref(indexname)}`.execute(db);
  // Copies of a seeded row with some values changed, into the columns that take values (not generated ones).
  const copies = async (table, changes, from) => {
    const columns = (
      await sql`SELECT column_name FROM information_schema.columns
                 WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
                 ORDER BY ordinal_position`.execute(db)
    ).rows.map((r) => sql.ref(r.column_name));
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns)})
              SELECT ${sql.join(columns)} FROM (SELECT (jsonb_populate_record(NULL::${sql.table(table)}, to_jsonb(c) || ${changes})).*
                                                ${from}) r`.execute(db);
  };
  // Dealers in every market, each in its market's currency, shared among the seeded sales representatives.
  await copies(
    'customer',
    sql`jsonb_build_object('customer_number', (900000 + g)::text, 'name', 'Kaminhandlare ' || g,
          'market', (ARRAY['se', 'no', 'dk', 'de', 'fi'])[1 + g % 5], 'currency', (ARRAY['SEK', 'NOK', 'DKK', 'EUR', 'EUR'])[1 + g % 5],
          'sales_rep_id', reps.a[1 + g % cardinality(reps.a)])`,
    sql`FROM customer c, generate_series(1, ${DEALERS}) g, (SELECT array_agg(id ORDER BY id) AS a FROM sales_rep) reps
        WHERE c.customer_number = '10001'`,
  );
  // Two years of orders in every status; confirmed the day after, dispatched around the promised week.
  await sql`INSERT INTO customer_order (order_number, customer_number, status, order_date, promise_date, order_mark, currency,
                                        freight, order_value, status_changed_at, created_at, confirmed_at, dispatched_at, cancel_reason)
            SELECT (2000000 + g)::text, (900000 + 1 + g % ${DEALERS})::text, s.status, d.day, d.day + 14, 'Märkning ' || g, 'SEK',
                   0, 1000 + g % 50000, d.day::timestamptz, d.day::timestamptz,
                   CASE WHEN s.status BETWEEN 20 AND 60 THEN d.day + 1 + g % 3 END,
                   CASE WHEN s.status IN (40, 60) THEN d.day + 10 + g % 9 END,
                   CASE WHEN s.status = 90 THEN 'Beställd två gånger' END
            FROM generate_series(1, ${ORDERS}) g,
                 LATERAL (SELECT current_date - g % 730 AS day) d,
                 LATERAL (SELECT (ARRAY[10, 20, 30, 40, 60, 60, 60, 60, 90])[1 + g % 9] AS status) s`.execute(db);
  // One stove and one other article on each invoice; the invoices belong to the first orders.
  await sql`INSERT INTO invoice (invoice_number, customer_number, order_number, order_mark, invoice_date, due_date, currency,
                                 net_total, freight, vat, total, paid_date)
            SELECT (50000000 + g)::text, o.customer_number, o.order_number, o.order_mark, o.order_date + 20, o.order_date + 50, 'SEK',
                   3000, 0, 750, 3750, NULL
            FROM generate_series(1, ${INVOICES}) g JOIN customer_order o ON o.order_number = (2000000 + g)::text`.execute(db);
  // Each line with its article's series and brand, as the lines' trigger writes them.
  await sql`INSERT INTO invoice_line (invoice_number, line_sequence, item_number, description, quantity, price, net_sales_amt,
                                      customer_number, invoice_date, model_series, brand)
            SELECT l.*, p.model_series, p.brand
            FROM (SELECT i.invoice_number, s, CASE WHEN s = 1 THEN st.a[1 + g % cardinality(st.a)] ELSE ot.a[1 + g % cardinality(ot.a)] END AS item_number,
                         'Artikel ' || s, CASE WHEN g % 50 = 0 THEN -1 ELSE 1 END, 1000, CASE WHEN g % 50 = 0 THEN -1000 ELSE 1000 * s END,
                         i.customer_number, i.invoice_date
                  FROM (SELECT array_agg(item_number ORDER BY item_number) AS a FROM product WHERE kind = 'stove' AND model_series IS NOT NULL) st,
                       (SELECT array_agg(item_number ORDER BY item_number) AS a FROM product WHERE kind <> 'stove') ot,
                       generate_series(1, ${INVOICES}) g JOIN invoice i ON i.invoice_number = (50000000 + g)::text,
                       generate_series(1, 2) s) l
            LEFT JOIN product p ON p.item_number = l.item_number`.execute(db);
  // The invoiced stoves' serial numbers, twenty to a production batch.
  await sql`INSERT INTO order_line_serial (serial_number, order_number, line_sequence, production_nbr)
            SELECT (3000000000 + g)::text, (2000000 + g)::text, 1, 'P26' || lpad((g / 20)::text, 5, '0')
            FROM generate_series(1, ${INVOICES}) g`.execute(db);
  // Complaints over the last year, each naming an invoiced stove and, for a third, its serial number.
  await sql`INSERT INTO incident (id, customer_number, order_number, serial_number, description, incident_type, portal_status,
                                  contact_fullname, case_number, created_at, status_changed_at)
            SELECT md5('insight/' || g)::uuid, i.customer_number, i.order_number,
                   CASE WHEN g % 3 = 0 THEN (3000000000 + (g * 7) % ${INVOICES} + 1)::text END,
                   'Luckans glas har sprickor efter första eldningen.', (ARRAY['transport-damage', 'delivery-fault', 'other-faults'])[1 + g % 3],
                   (ARRAY[757550000, 757550001, 757550002, 757550003])[1 + g % 4], 'Anna Andersson', 'CAS-I' || g,
                   now() - ((g % 365) || ' days')::interval, now() - ((g % 365) || ' days')::interval
            FROM generate_series(1, ${COMPLAINTS}) g JOIN invoice i ON i.invoice_number = (50000000 + 1 + g % ${INVOICES})::text`.execute(
    db,
  );
  await sql`INSERT INTO incident_product (incident_id, position, item_number, name, quantity)
            SELECT md5('insight/' || g)::uuid, 1, l.item_number, l.description, 1
            FROM generate_series(1, ${COMPLAINTS}) g
            JOIN invoice_line l ON l.invoice_number = (50000000 + 1 + g % ${INVOICES})::text AND l.line_sequence = 1`.execute(db);
  // A user per dealer, signing in about twice a month over the last year (the portal use figures).
  await copies(
    'contact',
    sql`jsonb_build_object('id', md5('insight-contact/' || g)::uuid, 'customer_number', (900000 + g)::text,
          'email', 'user' || g || '@kaminhandlare.test', 'idp_subject', NULL)`,
    sql`FROM contact c, generate_series(1, ${DEALERS}) g WHERE c.email = 'anna@reseller-se.test'`,
  );
  await sql`INSERT INTO sign_in_event (account_id, signed_in_at)
            SELECT md5('insight-contact/' || g)::uuid::text, now() - ((s * 15 + g % 15) || ' days')::interval
            FROM generate_series(1, ${DEALERS}) g, generate_series(0, 23) s`.execute(db);
  for (const { indexdef } of indexes) await sql.raw(indexdef).execute(db);
  await sql`SET session_replication_role = DEFAULT`.execute(db);
  await sql`SELECT sales_days_rebuild()`.execute(db);
  await sql`SELECT sales_months_rebuild()`.execute(db);
  await sql`SELECT delivery_counts_rebuild()`.execute(db);
  await sql`SELECT quality_counts_rebuild()`.execute(db);
  await sql`SELECT invoice_article_keys_rebuild()`.execute(db);
  // Vacuumed as well as analyzed, as the portal's upkeep keeps a running instance's tables (ADR 0103): its first
  // round, a minute after the server starts, then finds nothing to do instead of reading every loaded page.
  await sql`VACUUM ANALYZE`.execute(db);
};
const database = reused
  ? { env: {}, label: 'embedded database (kept)', drop: async () => {} }
  : await prepareBenchDatabase(dataDir, loaded);
if (keptDir && !reused) fs.writeFileSync(preparedMark, new Date().toISOString());
if (!reused) console.log(`prepared in ${((performance.now() - started) / 1000).toFixed(0)} s`);

const server = await startServer({ port, dataDir, env: database.env });
const tokens = new Map();
const tokenOf = async (email) => {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.baseUrl, email));
  return tokens.get(email);
};
const get = async (email, url) => {
  const token = await tokenOf(email);
  return () =>
    fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => {
      const body = await r.text();
      if (!r.ok) failed.set(url, `${r.status} ${body.slice(0, 200)}`);
      return r.ok;
    });
};
// The first failure of each call, reported after the figures.
const failed = new Map();
const SALES = 'sales@manufacturer.test';
const SERVICE = 'service@manufacturer.test';
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const year = new Date().getUTCFullYear();

const rows = [];
const run = async (label, email, url, goalMs) => {
  if (ONLY && !label.includes(ONLY)) return;
  const result = await measure(await get(email, url), { count: REQUESTS, warmup: 5 });
  rows.push([
    `${label}, p95`,
    `${result.p95.toFixed(1)} ms (p50 ${result.p50.toFixed(1)})`,
    `≤ ${goalMs} ms`,
    result.p95 <= goalMs && result.failures === 0,
  ]);
};

// Each dashboard's first data, for its filters.
await run('sales, every market (converted)', SALES, `/api/staff/insight/sales?year=${year}`, 300);
await run('sales, one market', SALES, `/api/staff/insight/sales?year=${year}&market=no`, 300);
await run('sales, one brand', SALES, `/api/staff/insight/sales?year=${year}&brand=NF`, 300);
await run('sales, one dealer', SALES, `/api/staff/insight/sales?year=${year}&customerNumber=900001`, 300);
// The sales breakdowns: the dealer ranking reads the years kept per dealer, the others the months kept across dealers.
for (const by of ['market', 'dealer', 'brand', 'series', 'product'])
  await run(`sales by ${by}, every market (converted)`, SALES, `/api/staff/insight/sales/breakdown?by=${by}&year=${year}`, 300);
await run(
  'sales by dealer, bottom, one market',
  SALES,
  `/api/staff/insight/sales/breakdown?by=dealer&order=bottom&year=${year}&market=se`,
  300,
);
await run('sales by dealer, one brand', SALES, `/api/staff/insight/sales/breakdown?by=dealer&year=${year}&brand=NF`, 300);
await run('sales by product, one brand', SALES, `/api/staff/insight/sales/breakdown?by=product&year=${year}&brand=NF`, 300);
const rep = await fetch(`${server.baseUrl}/api/staff/customer-options`, { headers: { authorization: `Bearer ${await tokenOf(SALES)}` } })
  .then((r) => r.json())
  .then((o) => o.salesReps?.[0]?.id);
if (rep)
  await run(
    'sales by dealer, one sales representative',
    SALES,
    `/api/staff/insight/sales/breakdown?by=dealer&year=${year}&salesRep=${rep}`,
    300,
  );
await run('sales by product, one dealer', SALES, `/api/staff/insight/sales/breakdown?by=product&year=${year}&customerNumber=900001`, 300);
await run('delivery, every market', SERVICE, `/api/staff/insight/delivery?year=${year}`, 300);
await run('delivery, one market', SERVICE, `/api/staff/insight/delivery?year=${year}&market=se`, 300);
await run('portal use, every market', SERVICE, `/api/staff/insight/use?year=${year}`, 300);
await run('portal use, one market', SERVICE, `/api/staff/insight/use?year=${year}&market=se`, 300);
for (const groupBy of ['series', 'product', 'batch', 'type'])
  await run(`quality by ${groupBy}, a year`, SERVICE, `/api/staff/insight/quality?groupBy=${groupBy}`, 300);
await run('quality alert (start page)', SERVICE, '/api/staff/insight/alerts', 300);
// The lists the figures link to.
await run('drill-down: orders of a week and market', SERVICE, `/api/staff/orders?market=se&from=${monthAgo}&to=${today}`, 50);
await run('drill-down: open orders of a dispatch week', SERVICE, `/api/staff/orders?promisedFrom=${today}&promisedTo=${today}`, 50);
await run('drill-down: complaints of a series, 30 days', SERVICE, `/api/staff/complaints?series=Gotland&from=${monthAgo}`, 50);
await run('drill-down: complaints of a batch', SERVICE, '/api/staff/complaints?batch=P2600042', 50);
await run(
  'drill-down: invoices of a dealer and month',
  SERVICE,
  `/api/staff/invoices?customerNumber=900001&from=${monthAgo}&to=${today}`,
  50,
);
// The sales breakdown's series rows: the year's invoices with a line of the series, every market and one; a brand's.
await run(
  'drill-down: invoices of a series, a year',
  SERVICE,
  `/api/staff/invoices?series=Gotland&from=${year}-01-01&to=${year}-12-31`,
  50,
);
await run(
  'drill-down: invoices of a series and market, a year',
  SERVICE,
  `/api/staff/invoices?market=se&series=Gotland&from=${year}-01-01&to=${year}-12-31`,
  50,
);
await run('drill-down: invoices of a brand, a year', SERVICE, `/api/staff/invoices?brand=NF&from=${year}-01-01&to=${year}-12-31`, 50);
// The exports of the lists the figures link to, streamed (CSV and XLSX): a market's orders of a year and the year's
// complaints, about 100,000 rows each at full size, against 100,000 rows in 5 s.
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
for (const [what, list, filter] of [
  ['orders of a market, a year', '/api/staff/orders', `market=se&from=${yearAgo}&to=${today}`],
  ['complaints of a year', '/api/staff/complaints', `from=${yearAgo}`],
])
  for (const format of ['csv', 'xlsx']) {
    const label = `export: ${what}, ${format.toUpperCase()}`;
    if (ONLY && !label.includes(ONLY)) continue;
    const answer = await timedCall(server.baseUrl, await tokenOf(SERVICE), `${list}/export?format=${format}&${filter}`);
    if (!answer.ok) failed.set(`${list}/export`, `${answer.status} ${answer.bytes.toString('utf8').slice(0, 200)}`);
    const lines = format === 'csv' ? answer.bytes.toString('utf8').trimEnd().split('\r\n').length - 1 : xlsxRows(answer.bytes);
    const per100k = (answer.ms / Math.max(lines, 1)) * 100_000;
    rows.push([
      label,
      `${(answer.ms / 1000).toFixed(2)} s for ${fmt(lines)} rows, ${fmt(Math.round(answer.bytes.length / 1024))} KB (100,000 rows in ${(per100k / 1000).toFixed(2)} s)`,
      '100,000 rows ≤ 5 s',
      answer.ok && per100k <= 5000,
    ]);
  }
await server.stop();

// The weekly e-mails' round (insight-weekly.ts through the module's round), on the same database with the server
// stopped: one subscription of each dashboard for every market and for one, all due; each round writes the eight
// e-mails to the outbox, and the subscriptions are made due again for the next.
const WEEKLY_ROUNDS = Math.max(3, Math.round(REQUESTS / 4));
// The round writes to the outbox: not on a database kept for the next run.
const weekly = !ONLY && !process.env.BENCH_DATABASE_URL && !keptDir;
await database.drop();
if (weekly)
  await prepareDataDir(dataDir, async (db) => {
    const { insightModule } = await import(path.join(ROOT, 'apps/api/dist/modules/insight/insight.module.js'));
    const { enqueueMessage } = await import(path.join(ROOT, 'apps/api/dist/modules/mail/outbox.repository.js'));
    const { loadConfig } = await import(path.join(ROOT, 'apps/api/dist/platform/config.js'));
    const settings = loadConfig({ ...process.env, DATA_DIR: dataDir }).insight;
    const subscriptions = [
      ['sales', { year }],
      ['sales', { year, market: 'no' }],
      ['delivery', { year }],
      ['delivery', { year, market: 'se' }],
      ['quality', { groupBy: 'series' }],
      ['quality', { groupBy: 'batch' }],
      ['use', { year }],
      ['use', { year, market: 'se' }],
    ];
    for (const [dashboard, filters] of subscriptions)
      await sql`INSERT INTO insight_subscription (id, staff_id, dashboard, filters, next_send_at)
              SELECT gen_random_uuid(), id, ${dashboard}, ${JSON.stringify(filters)}::jsonb, now() - interval '1 hour'
                FROM staff_member WHERE email = 'backoffice@manufacturer.test'`.execute(db);
    const insight = insightModule({ db, settings, notify: enqueueMessage, now: () => new Date() });
    const rounds = [];
    for (let i = 0; i < WEEKLY_ROUNDS + 1; i++) {
      await sql`UPDATE insight_subscription SET next_send_at = now() - interval '1 hour'`.execute(db);
      const t0 = performance.now();
      const done = await insight.sendWeekly();
      if (done.sent !== subscriptions.length) throw new Error(`the weekly round wrote ${done.sent} e-mails, not ${subscriptions.length}`);
      // The first round warms the caches, as the calls' warm-up requests do.
      if (i > 0) rounds.push(performance.now() - t0);
    }
    rounds.sort((a, b) => a - b);
    const median = rounds[Math.floor(rounds.length / 2)];
    const slowest = rounds.at(-1);
    rows.push([
      `weekly e-mails: a round of ${subscriptions.length}, slowest of ${rounds.length}`,
      `${slowest.toFixed(0)} ms (median ${median.toFixed(0)})`,
      `≤ ${subscriptions.length * 300} ms`,
      slowest <= subscriptions.length * 300,
    ]);
  });

console.log(`\nInsight benchmark (Node ${process.version}, ${database.label}, one request at a time, ${REQUESTS} requests a call)\n`);
report(rows);
for (const [url, answer] of failed) console.log(`failed: ${url}: ${answer}`);
if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
if (rows.some((r) => !r[3])) process.exitCode = 1;
