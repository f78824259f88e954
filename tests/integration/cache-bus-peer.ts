import readline from 'node:readline';
import { closeCacheBus, startCacheBus } from '@/lib/cache-bus';
import { forgetCachedUser } from '@/models/users';
import { invalidatePromptCounts } from '@/models/prompt-counts';

// A second instance for tests/integration/cache-bus.test.ts, in its own process: listens on the cache
// bus, and on a line `<userId>` from stdin makes the invalidations a write of that user and of a
// prompt make, then exits.
if (!(await startCacheBus())) throw new Error('the cache bus does not listen');
console.log('ready');
const lines = readline.createInterface({ input: process.stdin });
for await (const userId of lines) {
  forgetCachedUser(userId);
  invalidatePromptCounts();
  await closeCacheBus();
  console.log('done');
  break;
}
lines.close();
