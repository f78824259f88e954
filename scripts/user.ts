import './load-env';
import { runCli } from './cli';
import { parseArgs } from 'node:util';
import { rightsOf } from '../lib/permissions';
import { OPERATOR_SUBSCRIPTION_DAYS, setUserByEmail, showUserByEmail } from '../lib/services/operators';
import { toViewer } from '../lib/viewer';

const USAGE = `Usage:
  npm run user -- set <email> [--role admin|user] [--tier pro|free] [--status active|inactive|cancelled] [--trial-days N] [--days N] [--verified]
  npm run user -- show <email>

An active pro subscription (--tier pro --status active) runs until an end date: --days N from now
(default ${OPERATOR_SUBSCRIPTION_DAYS} when it has none still running). --tier free or --status inactive ends it.
--verified marks the email address confirmed, as the mailed link does (an ADMIN_EMAILS address becomes admin).`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      tier: { type: 'string' },
      status: { type: 'string' },
      'trial-days': { type: 'string' },
      days: { type: 'string' },
      verified: { type: 'boolean' },
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
          subscriptionDays: values.days as never,
          verified: values.verified,
        });
  if (!result.ok) {
    console.error(`Error: ${result.error}`);
    if (result.fields) for (const [field, message] of Object.entries(result.fields)) console.error(`  ${field}: ${message}`);
    return 1;
  }
  const u = result.data;
  console.log(
    `${u.email}: verified=${u.emailVerified} role=${u.role} tier=${u.subscriptionTier} status=${u.subscriptionStatus} subscriptionEndDate=${u.subscriptionEndDate ?? 'none'} current=${u.isCurrent} trialDaysRemaining=${u.trialDaysRemaining}`,
  );
  // Say what the state allows, so an operator sees at once a user who may edit but not create.
  const rights = rightsOf(toViewer(u));
  console.log(`  rights: ${Object.entries(rights).map(([right, yes]) => `${right}=${yes ? 'yes' : 'no'}`).join(' ')}`);
  return 0;
}

runCli(main);
