// Development: the API (restarting on change) and Vite (hot reload) side by side.
// Open http://localhost:5173; Vite forwards /api, /idp and /mediaApi to the API on port 3000.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  PUBLIC_URL: 'http://localhost:5173',
  NODE_ENV: 'development',
  PORTAL_DEV_SERVER: '1',
  // Webhooks to a receiver on this machine or the local network (never in production).
  WEBHOOK_ALLOW_PRIVATE: '1',
  SHUTDOWN_DRAIN_SECONDS: '0',
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@portal/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined)));
