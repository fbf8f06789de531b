// Administrator figures: the invoice list with 999 rows and the finance calls, with five years of
// invoices for customer 30001 on top of the seed. Run after `npm run build`: npm run bench:admin
import { sql } from 'kysely';
import { round2 } from '@portal/contracts/money';
import { ensureBuilt, measure, prepareDataDir, report, signIn, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3202);
const dataDir = tempDataDir();
const CUSTOMER = '30001';
const YEARS = 5;
const INVOICES_PER_MONTH = 25;
const LINES_PER_INVOICE = 4;
const BATCH = 500;

const iso = (date) => date.toISOString().slice(0, 10);

console.log(`Preparing ${YEARS} years of invoices (${YEARS * 12 * INVOICES_PER_MONTH}) for customer ${CUSTOMER}…`);
await prepareDataDir(dataDir, async (db) => {
  // Real catalogue articles at the customer's prices, stoves of both brands and everything else.
  const articles = await db
    .selectFrom('product')
    .innerJoin('price_list_item', 'price_list_item.item_number', 'product.item_number')
    .innerJoin('customer', 'customer.price_list_id', 'price_list_item.price_list_id')
    .select(['product.item_number', 'product.description', 'product.kind', 'price_list_item.unit_price', 'customer.discount_percent'])
    .where('customer.customer_number', '=', CUSTOMER)
    .where('product.sellable', '=', true)
    .orderBy('product.item_number')
    .execute();
  const stoves = articles.filter((a) => a.kind === 'stove');
  const others = articles.filter((a) => a.kind !== 'stove');

  const now = new Date();
  const invoices = [];
  const lines = [];
  let n = 0;
  for (let back = 0; back < YEARS * 12; back++) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const lastDay = back === 0 ? now.getUTCDate() : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    for (let i = 0; i < INVOICES_PER_MONTH; i++) {
      n++;
      const invoiceDate = new Date(first);
      invoiceDate.setUTCDate(1 + ((i * 7) % lastDay));
      const due = new Date(invoiceDate);
      due.setUTCDate(due.getUTCDate() + 30);
      const number = String(900_000_000 + n);
      const chosen = [
        stoves[n % stoves.length],
        ...Array.from({ length: LINES_PER_INVOICE - 1 }, (_, j) => others[(n * 7 + j * 13) % others.length]),
      ];
      const invoiceLines = chosen.map((a, j) => {
        const quantity = a.kind === 'stove' ? 1 : 1 + ((n + j) % 4);
        const unit = Math.round(a.unit_price * (100 - a.discount_percent)) / 100;
        return {
          invoice_number: number,
          line_sequence: j + 1,
          item_number: a.item_number,
          description: a.description,
          quantity,
          price: a.unit_price,
          discount: a.discount_percent,
          net_sales_amt: round2(unit * quantity),
        };
      });
      const net = round2(invoiceLines.reduce((s, l) => s + l.net_sales_amt, 0));
      const freight = 79;
      const vat = round2((net + freight) * 0.25);
      invoices.push({
        invoice_number: number,
        customer_number: CUSTOMER,
        order_number: number,
        order_mark: `Benchmark ${n}`,
        invoice_date: iso(invoiceDate),
        due_date: iso(due),
        currency: 'EUR',
        net_total: net,
        freight,
        vat,
        total: round2(net + freight + vat),
        // Older invoices are paid; the last two months are open or overdue.
        paid_date: back >= 2 ? iso(due) : null,
      });
      lines.push(...invoiceLines);
    }
  }
  for (let i = 0; i < invoices.length; i += BATCH)
    await db
      .insertInto('invoice')
      .values(invoices.slice(i, i + BATCH))
      .execute();
  for (let i = 0; i < lines.length; i += BATCH)
    await db
      .insertInto('invoice_line')
      .values(lines.slice(i, i + BATCH))
      .execute();
  await sql`ANALYZE`.execute(db);
});

const server = await startServer({ port, dataDir });
const token = await signIn(server.baseUrl, 'jonas@reseller-de.test');
const headers = { authorization: `Bearer ${token}` };
const get = (url) => fetch(`${server.baseUrl}${url}`, { headers }).then(async (r) => (await r.arrayBuffer(), r.ok));

const list = await (await fetch(`${server.baseUrl}/api/invoice/invoices?amount=999`, { headers })).json();
const rows = list.Invoices.length;
const newest = list.Invoices[0].InvoiceNumber;

const invoices = await measure(() => get('/api/invoice/invoices?amount=999'), { count: 200 });
const ytd = await measure(() => get('/api/financial/totalRevenueYTD'), { count: 200 });
const brand = await measure((i) => get(`/api/financial/totalRevenueByBrand?brand=${i % 2 ? 'NF' : 'GH'}`), { count: 200 });
const detail = await measure(() => get(`/api/invoice/invoiceDetails?invoiceNumber=${newest}`), { count: 200 });
const pdf = await measure(() => get(`/api/invoice/invoicePdf?invoiceNumber=${newest}`), { count: 100, warmup: 10 });
await server.stop();

const failures = invoices.failures + ytd.failures + brand.failures + detail.failures + pdf.failures;
console.log(`\nAdministrator benchmark (Node ${process.version}, embedded database, one request at a time)\n`);
report([
  [`invoices?amount=999 (${rows} rows), p95`, `${invoices.p95.toFixed(1)} ms`, '≤ 30 ms', invoices.p95 <= 30],
  [`totalRevenueYTD, ${YEARS} years of invoices, p95`, `${ytd.p95.toFixed(1)} ms`, '≤ 50 ms', ytd.p95 <= 50],
  [`totalRevenueByBrand, ${YEARS} years of invoices, p95`, `${brand.p95.toFixed(1)} ms`, '≤ 50 ms', brand.p95 <= 50],
  ['invoiceDetails p95', `${detail.p95.toFixed(1)} ms`, '—', true],
  ['invoicePdf p95', `${pdf.p95.toFixed(1)} ms`, '—', true],
  ['invoices p50', `${invoices.p50.toFixed(1)} ms`, '—', true],
  ['totalRevenueYTD p50', `${ytd.p50.toFixed(1)} ms`, '—', true],
  ['totalRevenueByBrand p50', `${brand.p50.toFixed(1)} ms`, '—', true],
]);
if (rows !== 999) {
  console.error(`expected 999 invoice rows, got ${rows}`);
  process.exitCode = 1;
}
if (failures) {
  console.error(`${failures} requests failed`);
  process.exitCode = 1;
}
