// Resolved from this folder, where `npm ci --prefix scripts/bench/lighthouse` installs them.
export { default as lighthouse } from 'lighthouse';
export { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
export { default as puppeteer } from 'puppeteer-core';
