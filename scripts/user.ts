import './load-env';
import { parseArgs } from 'node:util';
import { closeDb } from '../lib/db';
import { setUserByEmail, showUserByEmail } from '../lib/services/operators';

const USAGE = `Usage:
  npm run user -- set <email> [--role admin|user] [--tier pro|free] [--status active|inactive|cancelled] [--trial-days N]
  npm run user -- show <email>`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      tier: { type: 'string' },
      status: { type: 'string' },
      'trial-days': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command || !email || !['set', 'show'].includes(command)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const result =
    command === 'show'
      ? await showUserByEmail(email)
      : await setUserByEmail(email, {
          role: values.role as never,
          tier: values.tier as never,
          status: values.status as never,
          trialDays: values['trial-days'] as never,
        });
  if (!result.ok) {
    console.error(`Error: ${result.error}`);
    if (result.fields) for (const [field, message] of Object.entries(result.fields)) console.error(`  ${field}: ${message}`);
    return 1;
  }
  const u = result.data;
  console.log(
    `${u.email}: role=${u.role} tier=${u.subscriptionTier} status=${u.subscriptionStatus} trialDaysRemaining=${u.trialDaysRemaining}`,
  );
  return 0;
}

main()
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error('Error:', error instanceof Error ? error.message : error);
    await closeDb().catch(() => {});
    process.exit(1);
  });
