import './load-env';
import { runCli } from './cli';
import { sendTrialReminders } from '../lib/services/account-mail';
import { sendMail } from '../lib/services/mail';
import { TRIAL_REMINDER_DAYS } from '../lib/mail-templates';

const USAGE = `Usage:
  npm run mail -- trial-reminders   mail everyone whose trial ends within ${TRIAL_REMINDER_DAYS} days and who does not pay,
                                    once per trial (safe to run as often as you like: hourly from cron)
  npm run mail -- test <email>      send a test mail, to check SMTP_URL and MAIL_FROM`;

async function main(): Promise<number> {
  const [command, arg] = process.argv.slice(2);
  if (command === 'trial-reminders') {
    const run = await sendTrialReminders();
    if (run.disabled) {
      console.log('MAIL_TRIAL_REMINDER=off: no reminders sent');
      return 0;
    }
    for (const email of run.sent) console.log(`reminded ${email}`);
    for (const email of run.failed) console.log(`failed ${email} (will be tried again on the next run)`);
    console.log(`${run.sent.length} reminder(s) sent, ${run.failed.length} failed, ${run.skippedPaying} paying user(s) skipped`);
    return run.failed.length > 0 ? 1 : 0;
  }
  if (command === 'test' && arg) {
    const delivery = await sendMail({
      to: arg,
      subject: 'Promptloom test mail',
      text: 'This is a test mail from `npm run mail -- test`. Mail works.',
      html: '<p>This is a test mail from <code>npm run mail -- test</code>. Mail works.</p>',
    });
    console.log(delivery === 'dropped' ? 'not sent: SMTP_URL is not set and the outbox is off' : `sent (${delivery})`);
    return delivery === 'dropped' ? 1 : 0;
  }
  console.log(USAGE);
  return command === '--help' || command === '-h' ? 0 : 2;
}

runCli(main);
