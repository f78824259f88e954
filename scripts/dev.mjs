// `npm run dev`: install what is missing, migrate and seed the database, serve the app.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();

const bin = (name) => `node_modules/.bin/${name}`;
// The browser extension is built too (a second), so the account page's download works.
for (const step of [['scripts/migrate.ts'], ['scripts/seed.ts'], ['scripts/build-extension.ts', '--quiet']]) {
  const run = spawnSync(bin('tsx'), step, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// The local checkout (grants plans without payment, signs webhooks with a secret generated under
// DATA_DIR) is on for development unless the environment or an env file says otherwise.
const envFiles = ['.env.development.local', '.env.local', '.env.development', '.env'];
const setInFile = envFiles.some((f) => fs.existsSync(f) && /^\s*LOCAL_CHECKOUT\s*=\s*\S/m.test(fs.readFileSync(f, 'utf8')));
const env = { ...process.env };
if (!env.LOCAL_CHECKOUT && !setInFile) env.LOCAL_CHECKOUT = 'on';

const port = process.env.PORT || '3000';
const child = spawn(bin('next'), ['dev', '-p', port, ...process.argv.slice(2)], { stdio: 'inherit', env });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
