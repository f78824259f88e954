import os from 'node:os';
import { appUrl, getEnv } from '../env';

// Which origins may send this app's cookies back to it (better-auth's trustedOrigins, the CSRF
// check of our API routes) and load its dev resources (next.config's allowedDevOrigins).

/** The addresses of this machine's network interfaces: what `next dev` prints as "Network". */
export function localNetworkHosts(): string[] {
  const hosts = new Set<string>();
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.internal) continue;
      hosts.add(address.family === 'IPv6' ? `[${address.address.split('%')[0]}]` : address.address);
    }
  }
  return [...hosts];
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

// Computed once per environment (getEnv's object): every cookie write asks, and listing the
// network interfaces is a system call.
const memo = new WeakMap<object, string[]>();

/**
 * APP_URL (and the same port on the other loopback names when it is a loopback address), every
 * origin in TRUSTED_ORIGINS, and outside production every address the dev server answers on.
 */
export function trustedOrigins(): string[] {
  const env = getEnv();
  const known = memo.get(env);
  if (known) return known;
  const base = new URL(appUrl());
  const origins = new Set<string>([base.origin, ...env.TRUSTED_ORIGINS]);
  const port = base.port ? `:${base.port}` : '';
  const isLoopback = LOOPBACK_HOSTS.includes(base.hostname) || base.hostname === '::1';
  if (isLoopback || env.NODE_ENV !== 'production') {
    for (const host of LOOPBACK_HOSTS) origins.add(`${base.protocol}//${host}${port}`);
  }
  if (env.NODE_ENV !== 'production') {
    for (const host of localNetworkHosts()) origins.add(`${base.protocol}//${host}${port}`);
  }
  const list = [...origins];
  memo.set(env, list);
  return list;
}

export function isTrustedOrigin(origin: string | null | undefined): boolean {
  if (!origin) return false;
  return trustedOrigins().includes(origin.replace(/\/$/, ''));
}
