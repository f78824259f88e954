import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';

// Structured logs: one JSON object a line on stdout (no transport: worker threads break under Next's
// bundling). Level from LOG_LEVEL, default 'info'; silent under vitest unless LOG_LEVEL is set.
// Every line written while a request is handled carries its request id (lib/http.ts sets it).
// The level comes from lib/env.ts, the one reader of the environment, which registers it here
// (this module stays free of server imports, so the layer lint keeps it in plain lib/).

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Run `work` with `requestId` attached to every log line it writes. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

let instance: Logger | null = null;
let levelSource: () => LevelWithSilent = () => 'info';
let destination: DestinationStream | undefined;

/** lib/env.ts tells which level applies; a logger made before is made again with it. */
export function setLogLevelSource(source: () => LevelWithSilent): void {
  levelSource = source;
  instance = null;
}

/** Tests read the lines written: another destination than stdout (undefined: stdout again). */
export function setLogDestination(stream: DestinationStream | undefined): void {
  destination = stream;
  instance = null;
}

export function logger(): Logger {
  instance ??= pino(
    {
      level: levelSource(),
      base: undefined,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
  return instance;
}
