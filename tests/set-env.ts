import { resetEnvCache } from '@/lib/env';

/** Set (or, with undefined, remove) environment variables for the app, which reads them afresh. */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}
