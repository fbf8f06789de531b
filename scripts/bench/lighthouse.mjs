// Lighthouse with its mobile preset (a mid-range phone on a slow 4G line, simulated) on the login screen and on a
// signed-in /home, in Debian's Chromium against the built portal and its seeded data. Each screen runs
// BENCH_LIGHTHOUSE_RUNS times (5 unless set), for the spread between runs that Lighthouse's docs describe: each figure
// printed is its median over the runs (as Lighthouse CI's `median` aggregation), with LCP's and TBT's range beside;
// the LCP element and the failing audits are those of the median run (Lighthouse's computeMedianRun). Prints the
// scores, the largest contentful paint and the total blocking time against the goals; a benchmark prints, it does not
// fail. Run after `npm run build`: npm run bench:lighthouse (BENCH_LIGHTHOUSE_REPORTS=<folder> keeps the median runs)
/* global window */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureBuilt, report, startServer, tempDataDir } from './lib.mjs';

// Lighthouse and puppeteer-core (with what they pull in, some 190 MB) live in a folder of their own with its own lock
// file, so that `npm ci` at the root, which installs every workspace's dependencies, leaves them out.
const { lighthouse, computeMedianRun, puppeteer } = await import('./lighthouse/load.mjs').catch((error) => {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  console.error(`bench:lighthouse needs Lighthouse, which the root install leaves out (${error.message.split('\n')[0]})`);
  console.error('Install it once with: npm ci --prefix scripts/bench/lighthouse');
  process.exit(1);
});

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3204);
const USER = process.env.BENCH_USER ?? 'anna@reseller-se.test';
const GOALS = { performance: 90, accessibility: 100, 'best-practices': 100, lcpMs: 2500, tbtMs: 200 };
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));

const sv = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/web/src/locales/sv.json'), 'utf8'));
const text = (key) => key.split('.').reduce((node, part) => node[part], sv);

const server = await startServer({ port, dataDir: tempDataDir() });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** One Lighthouse navigation of `url` in `page`, with the mobile preset and an empty HTTP cache. */
async function audit(page, url, { keepStorage }) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The signed-in session lives in the tab's sessionStorage, which a storage reset would end.
      disableStorageReset: keepStorage,
    },
    undefined,
    page,
  );
  if (result.lhr.runtimeError) console.log(`  ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** RUNS audits of `url`: the median run's figures (Lighthouse's computeMedianRun), with the range of LCP and TBT. */
async function auditRuns(page, url, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(page, url, options));
  const median = computeMedianRun(runs);
  // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps the median run's full report, to read what delays a paint.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = new URL(median.finalDisplayedUrl).pathname.replace(/\W+/g, '_') || 'root';
    fs.writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(median, null, 1));
  }
  const each = runs.map(summarise);
  const middle = (pick) => {
    const sorted = each.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  };
  return {
    ...summarise(median),
    performance: Math.round(middle((r) => r.performance)),
    accessibility: Math.round(middle((r) => r.accessibility)),
    bestPractices: Math.round(middle((r) => r.bestPractices)),
    lcpMs: middle((r) => r.lcpMs),
    tbtMs: middle((r) => r.tbtMs),
    fcpMs: middle((r) => r.fcpMs),
    lcpRange: each.map((r) => r.lcpMs),
    tbtRange: each.map((r) => r.tbtMs),
  };
}

/** The figures the benchmark prints from one report. */
function summarise(lhr) {
  const { categories, audits, finalDisplayedUrl } = lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = (id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id);
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    url: finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    scriptKb: (audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')?.transferSize / 1024,
    lcpElement,
    failing: [...failing('accessibility'), ...failing('best-practices')],
    opportunities: Object.values(audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 100)
      .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`),
  };
}

const seconds = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

try {
  const page = await browser.newPage();
  // Headless Chromium says en-US whatever --lang says: the screens before sign-in follow navigator.language.
  await page.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, 'language', { get: () => 'sv-SE' });
    Object.defineProperty(navigator, 'languages', { get: () => ['sv-SE', 'sv'] });
  });
  const login = await auditRuns(page, `${server.baseUrl}/`, { keepStorage: false });

  // Signed in through the real sign-in form, in the tab Lighthouse then measures, at a laptop's size again.
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${server.baseUrl}/`);
  await page.locator(`::-p-aria([name="${text('login.button')}"][role="button"])`).click();
  await page.locator(`::-p-aria([name="${text('idp.username')}"][role="textbox"])`).fill(USER);
  await page.locator(`::-p-aria([name="${text('idp.password')}"][role="textbox"])`).fill('portal');
  await page.locator(`::-p-aria([name="${text('idp.submit')}"][role="button"])`).click();
  await page.waitForFunction(() => window.location.pathname === '/home');
  await page.locator('h1').wait();
  const home = await auditRuns(page, `${server.baseUrl}/home`, { keepStorage: true });

  console.log(
    `\nLighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), empty HTTP cache; medians of ${RUNS} run${RUNS === 1 ? '' : 's'} per screen\n`,
  );
  console.log(`(measured at ${home.url})\n`);
  for (const [name, r] of [
    ['login', login],
    ['/home signed in', home],
  ]) {
    report([
      [`${name}: performance`, String(r.performance), `≥ ${GOALS.performance}`, r.performance >= GOALS.performance],
      [`${name}: accessibility`, String(r.accessibility), `${GOALS.accessibility}`, r.accessibility >= GOALS.accessibility],
      [`${name}: best practices`, String(r.bestPractices), `${GOALS['best-practices']}`, r.bestPractices >= GOALS['best-practices']],
      [`${name}: largest contentful paint`, seconds(r.lcpMs), `≤ ${GOALS.lcpMs / 1000} s`, r.lcpMs <= GOALS.lcpMs],
      [`${name}: total blocking time`, `${Math.round(r.tbtMs)} ms`, `≤ ${GOALS.tbtMs} ms`, r.tbtMs <= GOALS.tbtMs],
      [`${name}: first contentful paint`, seconds(r.fcpMs), '—', true],
      [`${name}: cumulative layout shift`, r.cls?.toFixed(3) ?? '—', '—', true],
      [`${name}: JavaScript transferred`, `${Math.round(r.scriptKb ?? 0)} KB`, '—', true],
    ]);
    const spread = (values, format) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
    console.log(`  over the runs: LCP ${spread(r.lcpRange, seconds)}, TBT ${spread(r.tbtRange, (ms) => `${Math.round(ms)} ms`)}`);
    if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement}`);
    if (r.failing.length > 0) console.log(`  failing audits: ${r.failing.join(', ')}`);
    if (r.opportunities.length > 0) console.log(`  opportunities: ${r.opportunities.join(', ')}`);
    console.log('');
  }
} finally {
  await browser.close();
  await server.stop();
}
