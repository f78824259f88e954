// Retry on network failure only (spec P1 §4: user sync retries 3 times, 1 s, 2 s, 4 s).

export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export type RetryOptions = {
  retries: number;
  delayMs: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
  isRetryable?: (error: unknown) => boolean;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOptions): Promise<T> {
  const sleep = opts.sleep ?? defaultSleep;
  const isRetryable = opts.isRetryable ?? ((e) => e instanceof NetworkError);
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= opts.retries || !isRetryable(error)) throw error;
      await sleep(opts.delayMs(attempt));
    }
  }
}
