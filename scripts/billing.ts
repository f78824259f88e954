import './load-env';
import { runCli } from './cli';
import { sweepBilling, WEBHOOK_LEASE_MS } from '../lib/services/billing-webhooks';
import { listRefundDueLifetimePurchases } from '../models/lifetime-purchases';

const USAGE = `Usage:
  npm run billing -- sweep      handle Paddle events left pending/processing longer than ${WEBHOOK_LEASE_MS / 1000} s,
                                and cancel subscriptions a lifetime purchase replaced where that failed
  npm run billing -- refunds    list lifetime purchases paid but not granted (refund them in Paddle)`;

async function main(): Promise<number> {
  const [command] = process.argv.slice(2);
  if (command === 'sweep') {
    const { events, cancels } = await sweepBilling();
    for (const r of events) console.log(`${r.eventId}: ${r.status}${r.duplicate ? ' (handled elsewhere meanwhile)' : ''}`);
    for (const c of cancels) console.log(`subscription ${c.subscriptionId}: ${c.cancelled ? 'cancelled' : 'cancel failed'}`);
    console.log(`${events.length} stale event(s), ${cancels.length} subscription cancel(s)`);
    const failed = events.some((r) => r.status.startsWith('error') || r.status === 'failed') || cancels.some((c) => !c.cancelled);
    return failed ? 1 : 0;
  }
  if (command === 'refunds') {
    const due = await listRefundDueLifetimePurchases();
    for (const p of due) console.log(`${p.createdAt.toISOString()} user=${p.userId ?? '(deleted)'} transaction=${p.transactionId ?? '-'} event=${p.eventId ?? '-'}: ${p.note ?? ''}`);
    console.log(`${due.length} refund(s) due`);
    return 0;
  }
  console.log(USAGE);
  return command === '--help' || command === '-h' ? 0 : 2;
}

runCli(main);
