import { ConfigError, loadConfig } from './platform/config.js';

/**
 * The entry. Tracing patches fastify, http and pg as they are first imported, so it starts here, before the
 * server's code is loaded at all, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise no OpenTelemetry
 * code is loaded (ADR 0062). This file imports nothing but the configuration, which imports neither.
 */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const tracing = config.tracing.endpoint
    ? await (await import('./platform/tracing-sdk.js')).startTracing({ serviceName: config.tracing.serviceName })
    : null;
  const { serve } = await import('./serve.js');
  await serve(config, { started, ...(tracing ? { stopTracing: tracing.shutdown } : {}) });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`\n  ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
