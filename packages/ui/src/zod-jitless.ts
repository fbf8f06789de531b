import { config } from 'zod/v4/core';

// Imported first by each browser app, before any schema is built: zod then neither compiles its parsers with
// new Function nor probes whether it may, which the Content-Security-Policy (no 'unsafe-eval') would refuse and report
// on every page.
config({ jitless: true });
