import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv, type Env } from '../env';
import { fail, type Failure } from '../errors';
import { isIP } from 'node:net';
import { peerAddressFrom, plainAddress } from './peer-address';
import { logger } from '../logger';

// Rate limits (docs/security.md). Counted in Redis when REDIS_URL is set, so every
// instance shares them; in this process's memory otherwise (one instance, or the embedded database).

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

type LimitName =
  | 'authIp'
  | 'authEmail'
  | 'signInFailuresPair'
  | 'signInFailuresEmail'
  | 'signInKnownPairs'
  | 'resetEmail'
  | 'verificationEmail'
  | 'writes'
  | 'events'
  | 'lifetimeCheckouts'
  | 'ai'
  | 'apiToken'
  | 'apiTokenLists';

const LIMITS: Record<LimitName, { setting: keyof Env; windowSeconds: number } | { points: number; windowSeconds: number }> = {
  authIp: { setting: 'RATE_LIMIT_AUTH_PER_IP', windowSeconds: 600 },
  authEmail: { setting: 'RATE_LIMIT_AUTH_PER_EMAIL', windowSeconds: 600 },
  // Sign-in attempts, keyed by email and address, counted before they are answered: a right password clears the pair.
  signInFailuresPair: { setting: 'RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR', windowSeconds: 900 },
  signInFailuresEmail: { setting: 'RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL', windowSeconds: 3600 },
  // Email and address pairs that signed in with the right password in the last 14 days (a mark, not a
  // count): the per-email ceiling never stops them, so the owner's own devices keep working under attack.
  // (At most 24 days: the memory limiter's timer cannot count further.)
  signInKnownPairs: { points: 1, windowSeconds: 14 * 86_400 },
  // Reset mails asked for one address: bounds how many mails anyone can make land in a stranger's inbox.
  resetEmail: { setting: 'RATE_LIMIT_PASSWORD_RESET_PER_EMAIL', windowSeconds: 3600 },
  // Address-confirmation links asked for one address, in a bucket of their own.
  verificationEmail: { setting: 'RATE_LIMIT_VERIFICATION_MAIL_PER_EMAIL', windowSeconds: 3600 },
  writes: { setting: 'RATE_LIMIT_WRITES_PER_MINUTE', windowSeconds: 60 },
  events: { setting: 'RATE_LIMIT_EVENTS_PER_PROMPT', windowSeconds: 600 },
  lifetimeCheckouts: { setting: 'RATE_LIMIT_LIFETIME_CHECKOUTS_PER_IP', windowSeconds: 3600 },
  ai: { setting: 'AI_RATE_LIMIT_PER_MINUTE', windowSeconds: 60 },
  // Every request (reads too) made with one personal API token, keyed by the token's id.
  apiToken: { setting: 'RATE_LIMIT_API_TOKEN_PER_MINUTE', windowSeconds: 60 },
  // The same token's requests that only list: their own, larger budget, so paging through a
  // library neither stops early nor blocks the token's other calls.
  apiTokenLists: { setting: 'RATE_LIMIT_API_TOKEN_LISTS_PER_MINUTE', windowSeconds: 60 },
};

type RedisClient = import('ioredis').Redis;
const globalForLimits = globalThis as unknown as {
  __promptloomLimiters?: Map<string, RateLimiterAbstract>;
  __promptloomRedis?: { url: string; client: Promise<RedisClient> };
};

async function redisClient(url: string): Promise<RedisClient> {
  const held = globalForLimits.__promptloomRedis;
  if (held?.url === url) return held.client;
  const client = import('ioredis').then(({ Redis }) => {
    // No offline queue: while Redis is away a limiter answers from memory at once (insuranceLimiter).
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    redis.on('error', (error) => logger().error({ cause: error.message }, 'rate-limit Redis connection error'));
    return redis;
  });
  globalForLimits.__promptloomRedis = { url, client };
  return client;
}

async function limiterFor(name: LimitName): Promise<RateLimiterAbstract> {
  const env = getEnv();
  const spec = LIMITS[name];
  const points = 'points' in spec ? spec.points : (env[spec.setting] as number);
  const duration = spec.windowSeconds;
  const cacheKey = `${name}:${points}:${env.REDIS_URL ?? 'memory'}`;
  const limiters = (globalForLimits.__promptloomLimiters ??= new Map());
  const known = limiters.get(cacheKey);
  if (known) return known;
  const keyPrefix = `promptloom:rl:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  const limiter = env.REDIS_URL
    ? new RateLimiterRedis({ storeClient: await redisClient(env.REDIS_URL), keyPrefix, points, duration, insuranceLimiter: memory })
    : memory;
  limiters.set(cacheKey, limiter);
  return limiter;
}

/** 429 in the standard error shape; `retryAfter` (seconds) becomes the Retry-After header. */
export function rateLimited(retryAfterSeconds: number): Failure {
  return { ...fail(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE), retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) };
}

/** Count one request against a limit: null while under it, the 429 Failure once over it. */
export async function consumeRateLimit(name: LimitName, key: string): Promise<Failure | null> {
  const limiter = await limiterFor(name);
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rateLimited(rejection.msBeforeNext / 1000);
    throw rejection;
  }
}

/** Give one counted request back (an attempt counted before it was answered, that turned out no guess). */
export async function refundRateLimit(name: LimitName, key: string): Promise<void> {
  await (await limiterFor(name)).reward(key, 1);
}

/** Mark `key` for a limit's window (a mark such as signInKnownPairs), or tell whether it is marked. */
export async function markRateLimitKey(name: LimitName, key: string): Promise<void> {
  await (await limiterFor(name)).consume(key).catch((rejection: unknown) => {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  });
}
export async function isRateLimitKeyMarked(name: LimitName, key: string): Promise<boolean> {
  const used = await (await limiterFor(name)).get(key);
  return Boolean(used && used.consumedPoints > 0);
}

/** Forget one key's count (a right password clears its pair's failures). */
export async function clearRateLimit(name: LimitName, key: string): Promise<void> {
  await (await limiterFor(name)).delete(key);
}

/** Forget every count (tests that change the settings between cases). */
export function resetRateLimits(): void {
  globalForLimits.__promptloomLimiters = new Map();
}

/**
 * The client's address. With no proxy trusted (TRUSTED_PROXY_HOPS=0, the default): the
 * connection's own address, which the server process writes into PEER_ADDRESS_HEADER of each request
 * (lib/security/peer-address.ts); X-Forwarded-For is not read at all. Behind N trusted proxies: the N-th
 * X-Forwarded-For entry from the right, the one the outermost of them appended; entries a client wrote
 * itself sit further left and are never read, and a header with fewer entries than proxies falls back to
 * the connection's address.
 */
export function clientIp(headers: Headers): string {
  const peer = peerAddressFrom(headers) ?? 'unknown';
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  if (hops === 0) return addressKey(peer);
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return addressKey(forwarded[forwarded.length - hops] ?? peer);
}

/**
 * The key a client is limited by: an IPv4 address as it is; an IPv6 one by its /64, the block one
 * subscriber is given (one address each would hand a single attacker 2^64 buckets).
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
