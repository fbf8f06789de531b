// Cost that follows the dealer's own data: every dealer call on a PostgreSQL server holding
// 10,000 dealers, 1,000,000 orders (2.5 M lines), 200,000 invoices (400,000 lines) and 100,000
// complaints, against the same call on a database holding only that dealer's data.
// Run after `npm run build`:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
// It creates two databases on that server and drops them at the end. BENCH_KEEP=1 keeps them, with the
// data folders their servers used, and prints the command that serves each again (with the run's
// SECRETS_KEY, which encrypts the keys stored in them; set SECRETS_KEY to choose it).
// BENCH_START_SECONDS (60) is how long a server may take to start. A failed run stops its servers.
// Row counts: BENCH_DEALERS, BENCH_ORDERS, BENCH_INVOICES, BENCH_COMPLAINTS (the whole database),
// BENCH_OWN_ORDERS, BENCH_OWN_INVOICES, BENCH_OWN_COMPLAINTS (the measured dealer's share),
// BENCH_REQUESTS (per call), e.g. BENCH_ORDERS=100000 BENCH_INVOICES=20000 for a quick run.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, serverStatement, signIn, startServer, tempDataDir } from './lib.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error('bench:scale needs BENCH_DATABASE_URL, a PostgreSQL server where it may create databases');
  process.exit(1);
}
// Only the API is served here, so only its build is needed.
if (!fs.existsSync(path.join(ROOT, 'apps/api/dist/main.js'))) throw new Error('Build first: npm run build');

const count = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const DEALERS = count('BENCH_DEALERS', 10_000);
const ORDERS = count('BENCH_ORDERS', 1_000_000);
const INVOICES = count('BENCH_INVOICES', 200_000);
const COMPLAINTS = count('BENCH_COMPLAINTS', 100_000);
// The measured dealer is a big one, as in the figures that showed the problem: about 19,000 history
// orders, 8,000 invoices with 16,000 lines over five years, and more complaints than a list holds.
const OWN_ORDERS = count('BENCH_OWN_ORDERS', 20_000);
const OWN_INVOICES = count('BENCH_OWN_INVOICES', 8_000);
const OWN_COMPLAINTS = count('BENCH_OWN_COMPLAINTS', 4_000);
const REQUESTS = count('BENCH_REQUESTS', 200);
const port = Number(process.env.BENCH_PORT ?? 3206);
const DEALER = '10001';
const USER = 'admin@reseller-se.test'; // Portal Admin and Reseller of 10001: every dealer call is open to them

const dist = (file) => import(path.join(ROOT, 'apps/api/dist', file));
const { prepareDatabase } = await dist('platform/bootstrap.js');
const { openDatabase } = await dist('platform/db/database.js');
const { seed } = await dist('seed/index.js');
const { createFinanceRepository } = await dist('modules/finance/finance.repository.js');

const suffix = `${process.pid}_${Date.now().toString(36)}`;
// One key for the run, so that a kept database can be served again with it.
const SECRETS_KEY = process.env.SECRETS_KEY ?? randomBytes(32).toString('base64');
// Each database's servers keep their files (and the file store's marker the database records) here.
const dataDirs = new Map();
const dataDirOf = (name) => {
  if (!dataDirs.has(name)) dataDirs.set(name, tempDataDir());
  return dataDirs.get(name);
};
const urlOf = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const admin = (statement) => serverStatement(serverUrl, statement);

/**
 * One set of rows made by generate_series: `who` is the customer of row g, `base` the first number,
 * so the dealer's own rows are the same statements, and so the same rows, in both databases.
 */
const rowSets = ({ who, base, orders, invoices, complaints }) => [
  `INSERT INTO customer_order (order_number, customer_number, status, order_date, promise_date, order_mark, currency,
                               freight, order_value, status_changed_at, created_at)
   SELECT (${base} + g)::text, ${who},
          CASE WHEN g % 20 = 0 THEN (ARRAY[10, 20, 30, 40])[1 + (g / 20) % 4] WHEN g % 10 = 5 THEN 90 ELSE 60 END,
          current_date - g % 1825, current_date - g % 1825 + 14, 'Märkning ' || g, 'SEK',
          0, 1000 + g % 50000, now() - (g % 1825 || ' days')::interval, now() - (g % 1825 || ' days')::interval
   FROM generate_series(1, ${orders}) g`,
  // Two or three lines an order: 2.5 on average.
  `INSERT INTO order_line (order_number, line_sequence, item_number, description, ordered_qty, shipped_qty, price, net_sales_amt)
   SELECT (${base} + g)::text, s, items.a[1 + (g * 3 + s) % cardinality(items.a)], 'Artikel ' || s, s, s, 500, 500 * s
   FROM (SELECT array_agg(item_number ORDER BY item_number) AS a FROM product) items,
        generate_series(1, ${orders}) g, generate_series(1, 2 + g % 2) s`,
  // Five years of invoices, one per order (the first orders), two lines each.
  `INSERT INTO invoice (invoice_number, customer_number, order_number, order_mark, invoice_date, due_date, currency,
                        net_total, freight, vat, total, paid_date)
   SELECT (${base} + 50000000 + g)::text, ${who}, (${base} + g)::text, 'Märkning ' || g, current_date - g % 1825,
          current_date - g % 1825 + 30, 'SEK', 3000, 0, 750, 3750, CASE WHEN g % 1825 > 40 THEN current_date - g % 1825 + 25 END
   FROM generate_series(1, ${invoices}) g`,
  // Each line with its article's series and brand, as the lines' trigger writes them.
  `INSERT INTO invoice_line (invoice_number, line_sequence, item_number, description, quantity, price, net_sales_amt,
                             customer_number, invoice_date, model_series, brand)
   SELECT l.*, p.model_series, p.brand
   FROM (SELECT (${base} + 50000000 + g)::text, s, items.a[1 + (g * 2 + s) % cardinality(items.a)] AS item_number, 'Artikel ' || s, s,
                1000, 1000 * s, ${who}, current_date - g % 1825
         FROM (SELECT array_agg(item_number ORDER BY item_number) AS a FROM product) items,
              generate_series(1, ${invoices}) g, generate_series(1, 2) s) l
   JOIN product p ON p.item_number = l.item_number`,
  // A quarter completed (history), the rest open; about 800 bytes each in a list, one claimed article.
  `INSERT INTO incident (id, customer_number, order_number, order_mark, serial_number, description, incident_type, portal_status,
                         contact_fullname, contact_line1, contact_postalcode, contact_city, contact_country,
                         location_address, location_postalcode, location_city, case_number, created_at, status_changed_at)
   SELECT md5('${base}/' || g)::uuid, ${who}, (${base} + g)::text, 'Märkning ' || g,
          CASE WHEN g % 3 = 0 THEN (1000000000 + g)::text END,
          'Luckans glas har sprickor efter första eldningen. Kunden har eldat enligt anvisningen och glaset sprack ändå.',
          (ARRAY['transport-damage', 'delivery-fault', 'other-faults'])[1 + g % 3],
          (ARRAY[757550000, 757550001, 757550002, 757550003])[1 + g % 4], 'Anna Andersson', 'Storgatan 1', '75320', 'Uppsala', 'Sverige',
          'Kyrkvägen 12', '75320', 'Uppsala', 'CAS-B${base / 1_000_000}-' || g, now() - (g || ' minutes')::interval,
          now() - (g || ' minutes')::interval
   FROM generate_series(1, ${complaints}) g`,
  `INSERT INTO incident_product (incident_id, position, item_number, name, quantity)
   SELECT md5('${base}/' || g)::uuid, 1, 'NF-GLAS-' || g % 7, 'Glas till lucka', 1 FROM generate_series(1, ${complaints}) g`,
];

const LOADED_TABLES = ['customer_order', 'order_line', 'invoice', 'invoice_line', 'incident', 'incident_product'];

/** Migrates and seeds a new database with the portal's own code, then adds the rows in bulk. */
async function createDatabase(name, withOthers) {
  await admin(`CREATE DATABASE ${name}`);
  const { database } = await prepareDatabase({ kind: 'server', url: urlOf(name), poolMax: 2 }, { seed });
  await database.close();
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    // A bulk load: no foreign-key checks or row triggers (the loaded rows carry what the triggers
    // would write), and the indexes built once afterwards rather than row by row.
    await client.query(`SET session_replication_role = replica; SET synchronous_commit = off; SET maintenance_work_mem = '256MB'`);
    const { rows: indexes } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes i
        WHERE schemaname = 'public' AND tablename = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [LOADED_TABLES],
    );
    for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);
    if (withOthers) {
      await client.query(
        `INSERT INTO customer SELECT (jsonb_populate_record(NULL::customer, to_jsonb(c) || jsonb_build_object(
           'customer_number', (900000 + g)::text, 'name', 'Kaminhandlare ' || g))).*
         FROM customer c, generate_series(1, ${Math.max(DEALERS - 1, 1)}) g WHERE c.customer_number = '${DEALER}'`,
      );
    }
    const sets = [{ who: `'${DEALER}'`, base: 20_000_000, orders: OWN_ORDERS, invoices: OWN_INVOICES, complaints: OWN_COMPLAINTS }];
    if (withOthers) {
      sets.push({
        who: `(900001 + g % ${Math.max(DEALERS - 1, 1)})::text`,
        base: 30_000_000,
        orders: Math.max(ORDERS - OWN_ORDERS, 0),
        invoices: Math.max(INVOICES - OWN_INVOICES, 0),
        complaints: Math.max(COMPLAINTS - OWN_COMPLAINTS, 0),
      });
    }
    for (const set of sets) for (const statement of rowSets(set)) await client.query(statement);
    for (const { indexdef } of indexes) await client.query(indexdef);
    // What the invoice-line and order triggers keep (the sales per customer and day and per market and month, the delivery counts), counted once.
    await client.query(`SELECT sales_days_rebuild()`);
    await client.query(`SELECT sales_months_rebuild()`);
    await client.query(`SELECT delivery_counts_rebuild()`);
    await client.query(`SELECT quality_counts_rebuild()`);
    await client.query(`SELECT invoice_article_keys_rebuild()`);
    await client.query(
      `INSERT INTO incident_list_version AS v (customer_number) SELECT DISTINCT customer_number FROM incident
       ON CONFLICT (customer_number) DO UPDATE SET version = v.version + 1`,
    );
    await client.query(`VACUUM (ANALYZE) ${LOADED_TABLES.join(', ')}, customer, incident_list_version, sales_day, brand_sales_day`);
  } finally {
    await client.end();
  }
}

const fmt = (n) => n.toLocaleString('en');
console.log(
  `Preparing on ${new URL(serverUrl).host}: ${fmt(DEALERS)} dealers, ${fmt(ORDERS)} orders, ${fmt(INVOICES)} invoices, ` +
    `${fmt(COMPLAINTS)} complaints; dealer ${DEALER} alone: ${fmt(OWN_ORDERS)} orders, ${fmt(OWN_INVOICES)} invoices, ${fmt(OWN_COMPLAINTS)} complaints…`,
);
const FULL = `portal_bench_scale_full_${suffix}`;
const OWN = `portal_bench_scale_own_${suffix}`;

/** Drops the databases and their data folders, or, with BENCH_KEEP=1, says how to serve each again. */
async function cleanUp() {
  if (process.env.BENCH_KEEP === '1') {
    console.log(`\nkept (SECRETS_KEY=${SECRETS_KEY}); serve one again with:`);
    for (const name of [FULL, OWN]) {
      console.log(
        `  DATABASE_URL='${urlOf(name)}' SECRETS_KEY='${SECRETS_KEY}' DATA_DIR='${dataDirOf(name)}' PORT=3000 node apps/api/dist/main.js`,
      );
    }
    return;
  }
  await admin(`DROP DATABASE IF EXISTS ${FULL} WITH (FORCE)`);
  await admin(`DROP DATABASE IF EXISTS ${OWN} WITH (FORCE)`);
  for (const dir of dataDirs.values()) fs.rmSync(dir, { recursive: true, force: true });
}

const CALLS = [
  ['totalRevenueYTD', '/api/financial/totalRevenueYTD'],
  ['totalRevenueByBrand', '/api/financial/totalRevenueByBrand?brand=NF'],
  ['openOrders?amount=999', '/api/order/openOrders?amount=999'],
  ['historyOrders?amount=3 (home)', '/api/order/historyOrders?amount=3'],
  ['historyOrders?amount=999', '/api/order/historyOrders?amount=999'],
  ['invoices?amount=999', '/api/invoice/invoices?amount=999'],
  // The spec's call (the newest 999) and the page of 25 the portal's lists ask for.
  ['openComplaints (999)', '/api/complaint/openComplaints'],
  ['historyComplaints (999)', '/api/complaint/historyComplaints'],
  ['openComplaints?page=1&pageSize=25', '/api/complaint/openComplaints?page=1&pageSize=25'],
  ['historyComplaints?page=1&pageSize=25', '/api/complaint/historyComplaints?page=1&pageSize=25'],
];
/** The lists read again after one of their complaints changed, and which list the changed one is in. */
const AFTER_CHANGE = [
  ['openComplaints (999) after a change', '/api/complaint/openComplaints', 'open'],
  ['historyComplaints (999) after a change', '/api/complaint/historyComplaints', 'history'],
  ['openComplaints page after a change', '/api/complaint/openComplaints?page=1&pageSize=25', 'open'],
  ['historyComplaints page after a change', '/api/complaint/historyComplaints?page=1&pageSize=25', 'history'],
];

/**
 * One request at a time, taking turns between the two databases, so that whatever else the machine
 * does weighs on both alike; `before` runs untimed ahead of each. Percentiles in ms per database.
 */
async function measurePair(sends, { count, warmup = 20, before = async () => {} }) {
  const latencies = sends.map(() => []);
  const failures = sends.map(() => 0);
  for (let i = 0; i < warmup + count; i++) {
    for (const [k, send] of sends.entries()) {
      await before(k);
      const started = performance.now();
      const ok = await send();
      if (i < warmup) continue;
      latencies[k].push(performance.now() - started);
      if (!ok) failures[k]++;
    }
  }
  return latencies.map((list, k) => {
    list.sort((a, b) => a - b);
    const at = (p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];
    return { p50: at(50), p95: at(95), failures: failures[k] };
  });
}

/** Both databases served at once, each by a built server of its own; every call measured on both in turns. */
async function measureBoth(names) {
  const sides = [];
  try {
    for (const [k, name] of names.entries()) {
      const server = await startServer({ port: port + k, dataDir: dataDirOf(name), env: { DATABASE_URL: urlOf(name), SECRETS_KEY } });
      const version = new pg.Client({ connectionString: urlOf(name) });
      sides.push({ server, version });
      await version.connect();
      const token = await signIn(server.baseUrl, USER);
      const database = await openDatabase({ kind: 'server', url: urlOf(name), poolMax: 1 });
      Object.assign(sides[k], { token, database, finance: createFinanceRepository(database.db) });
    }
    const figures = names.map(() => new Map());
    const record = (label, pair) => pair.forEach((result, k) => figures[k].set(label, result));
    const get = (url) =>
      sides.map(({ server, token }) => async () => {
        const res = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
        await res.arrayBuffer();
        return res.ok;
      });
    // Steady state, not a cold start: both servers answer every call a while (compiled code, open
    // connections, cached principal) before anything is timed.
    for (let round = 0; round < 50; round++) for (const [, url] of CALLS) for (const send of get(url)) await send();
    for (const [label, url] of CALLS) record(label, await measurePair(get(url), { count: REQUESTS }));
    // A list read again after a change by any instance: the newest complaint of the list changes
    // (its order mark) before each read, so the change count moves and that row reads differently.
    for (const side of sides) {
      const newest = async (completed) =>
        (
          await side.version.query(
            `SELECT id FROM incident WHERE customer_number = $1 AND (portal_status = 757550002) = $2
              ORDER BY created_at DESC, case_number DESC LIMIT 1`,
            [DEALER, completed],
          )
        ).rows[0].id;
      side.newest = { open: await newest(false), history: await newest(true) };
    }
    let edits = 0;
    for (const [label, url, list] of AFTER_CHANGE) {
      record(
        label,
        await measurePair(get(url), {
          count: Math.min(REQUESTS, 100),
          warmup: 5,
          before: (k) =>
            sides[k].version.query(`UPDATE incident SET order_mark = $2 WHERE id = $1`, [sides[k].newest[list], `Ändrad ${++edits}`]),
        }),
      );
    }
    // The customer's sales per day, as the sales figures read them, for five years.
    const from = new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    record(
      'sales per customer and day, 5 years (SQL)',
      await measurePair(
        sides.map(
          ({ finance }) =>
            async () =>
              (await finance.dailySales(DEALER, from, to)).length > 0,
        ),
        { count: REQUESTS },
      ),
    );
    return figures;
  } finally {
    // The servers first, each whatever happens to the others, so that a failed run leaves none running.
    await Promise.allSettled(sides.map((side) => side.server.stop()));
    for (const side of sides) {
      await side.database?.close().catch(() => {});
      await side.version.end().catch(() => {});
    }
  }
}

let results;
try {
  let t0 = performance.now();
  await createDatabase(FULL, true);
  const fullLoadSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  await createDatabase(OWN, false);
  const ownLoadSeconds = (performance.now() - t0) / 1000;
  console.log(`loaded in ${fullLoadSeconds.toFixed(0)} s (whole database) and ${ownLoadSeconds.toFixed(0)} s (the dealer alone)\n`);
  const [own, full] = await measureBoth([OWN, FULL]);
  results = { own, full };
} finally {
  await cleanUp();
}

console.log(`Scale benchmark (Node ${process.version}, PostgreSQL server, one request at a time, in turns, ${REQUESTS} requests per call)`);
console.log(`dealer ${DEALER} in a database of ${fmt(DEALERS)} dealers against a database of that dealer alone\n`);
const rows = [...results.full.keys()].map((label) => {
  const own = results.own.get(label);
  const full = results.full.get(label);
  const ratio = full.p95 / own.p95;
  // Below a millisecond the ratio is noise; within half a millisecond counts as the same.
  let ok = full.failures === 0 && own.failures === 0 && (ratio <= 2 || full.p95 - own.p95 <= 0.5);
  let goal = '≤ 2× own';
  if (label === 'totalRevenueYTD') {
    ok &&= full.p95 <= 5;
    goal = '≤ 2×, ≤ 5 ms';
  }
  return [label, own, full, ratio, goal, ok];
});
const width = Math.max(...rows.map((r) => r[0].length));
const ms = (n) => n.toFixed(1).padStart(6);
console.log(`${'call'.padEnd(width)}   own data p50 / p95    whole db p50 / p95    p95 ratio   goal`);
for (const [label, own, full, ratio, goal, ok] of rows) {
  console.log(
    `${label.padEnd(width)}   ${ms(own.p50)} / ${ms(own.p95)} ms    ${ms(full.p50)} / ${ms(full.p95)} ms    ${ratio.toFixed(2).padStart(6)}×    ${goal.padEnd(14)} ${ok ? 'ok' : 'OVER'}`,
  );
}
if (rows.some((r) => !r[5])) process.exitCode = 1;
