import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env['E2E_PORT'] ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Each run starts from a freshly seeded embedded database.
const dataDir = process.env['E2E_DATA_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// Workers load this file again; they inherit the environment, so they find the same folder (the mail specs read it).
process.env['E2E_DATA_DIR'] = dataDir;

export default defineConfig({
  testDir: './specs',
  // The longest journeys (a complaint with photos, note and PDF; an order through the order desk)
  // sign in several people and check every screen with axe: 40–60 s on the 2-core machine with two
  // workers, so the limit leaves them room without letting a hung test wait long.
  timeout: 120_000,
  // Signing in passes through the identity provider and loads the app twice: on the 2-core machine
  // with two workers the first screen can take more than 10 s to appear.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // The screens before sign-in speak the browser's language: a Swedish browser, as most specs
    // read them in Swedish (languages.spec.ts tries the others).
    locale: 'sv-SE',
    // A trace of the retry only: recording every attempt (a screencast and a snapshot of each step) took about a third
    // of the run's processor time on the 2-core machine; a test that fails once is run again with its trace.
    trace: 'on-first-retry',
    // As a visitor who asked for less motion: a dialog is gone the moment it closes, so the checks that follow read the
    // screen behind it, not the dialog's closing animation (axe measured its shrinking close button).
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node ../apps/api/dist/main.js',
    url: `${baseURL}/healthz`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // WEBHOOK_ALLOW_PRIVATE: the integrations spec's webhook receiver listens on this machine.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SHUTDOWN_DRAIN_SECONDS: '0',
      WEBHOOK_ALLOW_PRIVATE: '1',
    },
  },
});
