// Complaint figures: the open and history lists with 10,000 complaints of one customer, and the
// API's memory while it receives four 3.9 MB images in one upload.
// Run after `npm run build`: npm run bench:complaints
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { ensureBuilt, measure, prepareDataDir, report, ROOT, signIn, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3204);
const dataDir = tempDataDir();
const COMPLAINTS = 10_000;
const STATUSES = [757550000, 757550001, 757550002, 757550003];
const TYPES = ['transport-damage', 'delivery-fault', 'other-faults'];

console.log(`Preparing ${COMPLAINTS.toLocaleString('en')} complaints for customer 10001…`);
let benchIncident;
await prepareDataDir(dataDir, async (db) => {
  for (let start = 0; start < COMPLAINTS; start += 500) {
    const batch = Array.from({ length: 500 }, (_, j) => {
      const i = start + j;
      return {
        id: randomUUID(),
        customer_number: '10001',
        order_number: String(500_000 + (i % 900)),
        order_mark: `Märkning ${i}`,
        serial_number: i % 3 ? null : String(1_000_000_000 + i),
        description: `Reklamation ${i}: luckans glas har sprickor efter första eldningen.`,
        incident_type: TYPES[i % TYPES.length],
        portal_status: STATUSES[i % STATUSES.length],
        contact_fullname: 'Anna Andersson',
        created_at: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
      };
    });
    await db.insertInto('incident').values(batch).execute();
    await db
      .insertInto('incident_product')
      .values(
        batch.map((b) => ({ incident_id: b.id, position: 1, item_number: 'NF-OSLO-7-BK', name: 'Nordflamme Oslo 7 svart', quantity: 1 })),
      )
      .execute();
    benchIncident ??= batch.find((b) => b.portal_status !== 757550002).id;
  }
  await sql`ANALYZE`.execute(db);
});

const server = await startServer({ port, dataDir });
const token = await signIn(server.baseUrl, 'anna@reseller-se.test');
const headers = { authorization: `Bearer ${token}` };

// Timed until the last byte of the answer is in, taken compressed as a browser takes it; the
// client's own decoding and parsing (which a browser does natively, and which on this machine's
// two cores adds tens of ms of the benchmark's own collection to the tail) come after the clock.
const agent = new http.Agent({ keepAlive: true });
const received = {};
const list = (which) => () =>
  new Promise((resolve, reject) => {
    const url = `${server.baseUrl}/api/complaint/${which}Complaints`;
    const req = http.get(url, { agent, headers: { ...headers, 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        received[which] = { encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) };
        resolve(res.statusCode === 200);
      });
    });
    req.on('error', reject);
  });
const rowsOf = ({ encoding, bytes }) => {
  const text = encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;
  return JSON.parse(text.toString()).value?.length ?? 0;
};
const open = await measure(list('open'), { count: 200 });
const history = await measure(list('history'), { count: 200 });
const rows = { open: rowsOf(received.open), history: rowsOf(received.history) };

/** Resident memory of the server process, in bytes (Linux). */
const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) * 1024;
const IMAGE_BYTES = 3_900_000;
const jpeg = (seed) => {
  const bytes = Buffer.alloc(IMAGE_BYTES, seed);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0);
  bytes.set([0xff, 0xd9], IMAGE_BYTES - 2);
  return bytes;
};
const uploadOnce = async () => {
  const form = new FormData();
  form.append('incidentId', benchIncident);
  for (let i = 0; i < 4; i++) form.append('files', new Blob([jpeg(i + 1)], { type: 'image/jpeg' }), `foto-${i + 1}.jpg`);
  const res = await fetch(`${server.baseUrl}/api/complaint/images`, { method: 'POST', headers, body: form });
  await res.arrayBuffer();
  return res.ok;
};
// One upload first, so that code paths and buffers that stay are not counted as growth.
if (!(await uploadOnce())) throw new Error('the warm-up upload failed');
await new Promise((r) => setTimeout(r, 500));
const before = rss();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
const started = performance.now();
const uploaded = await uploadOnce();
const uploadMs = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, rss());
await server.stop();

// A list is composed again after every change to the customer's complaints; this is that cost.
const { prepareDatabase } = await import(path.join(ROOT, 'apps/api/dist/platform/bootstrap.js'));
const { seed } = await import(path.join(ROOT, 'apps/api/dist/seed/index.js'));
const { createComplaintRepository } = await import(path.join(ROOT, 'apps/api/dist/modules/complaint/complaint.repository.js'));
const { INCIDENT_TYPE_NAMES } = await import(path.join(ROOT, 'apps/api/dist/modules/complaint/complaint-mapping.js'));
const { database } = await prepareDatabase({ kind: 'embedded', dir: path.join(dataDir, 'pg') }, { seed });
const repo = createComplaintRepository(database.db);
// Every row composed, as for a list no instance has read before (after a change only the changed row is).
const everyRow = { sort: 'created', direction: 'desc', offset: 0, limit: 999, counted: false };
const compose = await measure(
  async () => {
    const { rows } = await repo.listRows('10001', 757550002, false, everyRow);
    return (
      (
        await repo.rowsJson(
          '10001',
          rows.map((r) => r.id),
          INCIDENT_TYPE_NAMES,
        )
      ).length === rows.length
    );
  },
  {
    count: 30,
    warmup: 3,
  },
);
await database.close();

const growthMb = (peak - before) / 1024 / 1024;
console.log(`\nComplaints benchmark (Node ${process.version}, embedded database, one request at a time)\n`);
report([
  [`openComplaints (${rows.open} rows of ${COMPLAINTS.toLocaleString('en')}), p95`, `${open.p95.toFixed(1)} ms`, '≤ 30 ms', open.p95 <= 30],
  [`historyComplaints (${rows.history} rows), p95`, `${history.p95.toFixed(1)} ms`, '≤ 30 ms', history.p95 <= 30],
  ['upload of 4 × 3.9 MB images, memory growth', `${growthMb.toFixed(1)} MB`, '≤ 64 MB', uploaded && growthMb <= 64],
  ['openComplaints p50', `${open.p50.toFixed(1)} ms`, '—', true],
  ['historyComplaints p50', `${history.p50.toFixed(1)} ms`, '—', true],
  ['upload of 4 × 3.9 MB images, time', `${uploadMs.toFixed(0)} ms`, '—', uploaded],
  ['composing every row of the open list (database), p50', `${compose.p50.toFixed(1)} ms`, '—', true],
]);
if (open.failures + history.failures > 0 || !uploaded) {
  console.error('some requests failed');
  process.exitCode = 1;
}
