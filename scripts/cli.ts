import { closeDb } from '../lib/db';
import { rootCauseMessage } from '../lib/db-errors';

/** Run an operator command: its exit code, the database closed either way, the root cause of a failure. */
export function runCli(main: () => Promise<number>): void {
  main()
    .then(async (code) => {
      await closeDb();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      console.error('Error:', rootCauseMessage(error));
      await closeDb().catch(() => {});
      process.exit(1);
    });
}
