// `npm run dev`: install what is missing, migrate and seed the database, serve the app.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();

const bin = (name) => `node_modules/.bin/${name}`;
for (const step of [['scripts/migrate.ts'], ['scripts/seed.ts']]) {
  const run = spawnSync(bin('tsx'), step, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const port = process.env.PORT || '3000';
const child = spawn(bin('next'), ['dev', '-p', port, ...process.argv.slice(2)], { stdio: 'inherit' });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
