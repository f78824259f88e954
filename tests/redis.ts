// The Redis the integration tests use. `.ci/run` starts one and sets REDIS_URL_TEST, which makes the
// Redis tests required; elsewhere they run when 6379 answers.
export const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
export const redisRequired = Boolean(process.env.REDIS_URL_TEST);

/** Whether a Redis answers at redisUrl (a ping within a second). */
export async function isRedisUp(): Promise<boolean> {
  try {
    const { Redis } = await import('ioredis');
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, enableOfflineQueue: false });
    probe.on('error', () => {});
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } finally {
      probe.disconnect();
    }
  } catch {
    return false;
  }
}
