import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

// The parameter memory's values at rest (issue 26, Privacy): AES-256-GCM under a key from the
// environment (MEMORY_ENCRYPTION_KEY), so a database dump reveals no one's values. Each stored value
// names the key that sealed it, so a key can be replaced: the first key of the list seals, every key
// of the list opens, and `npm run db:migrate` seals again what an older key sealed. The owner's user
// id and the parameter's name are bound into each value (GCM's associated data): a value copied into
// another person's row, or into another parameter's, does not open there.

export const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type MemoryKey = { id: string; key: Buffer };

/** What `MEMORY_ENCRYPTION_KEY` holds, read: keys of 32 bytes, in hex (64 characters) or base64, separated by commas. */
export function parseMemoryKeys(raw: string): MemoryKey[] {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) throw new Error('MEMORY_ENCRYPTION_KEY holds no key (openssl rand -hex 32 makes one)');
  return parts.map((part, i) => {
    const key = readKey(part);
    if (!key) throw new Error(`MEMORY_ENCRYPTION_KEY: key ${i + 1} is not 32 bytes in hex (64 characters) or base64 (openssl rand -hex 32 makes one)`);
    // A key of one repeated byte (all zeros, a placeholder) is no secret.
    if (key.every((b) => b === key[0])) throw new Error(`MEMORY_ENCRYPTION_KEY: key ${i + 1} is one byte repeated, not a random key (openssl rand -hex 32 makes one)`);
    return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
  });
}

function readKey(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  const key = Buffer.from(text, 'base64');
  // Node's base64 reader skips what it cannot read; a key is taken only when it reads back whole.
  return key.length === 32 && key.toString('base64').replace(/=+$/, '') === text.replace(/=+$/, '') ? key : null;
}

/** Whether `stored` was sealed (by any key): values written before encryption was turned on are not. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/** Whether `stored` needs sealing again under the first key: plain, or sealed by an older key. */
export function needsSealing(stored: string, keys: MemoryKey[]): boolean {
  return !isBlank(stored) && !stored.startsWith(`${SEALED_PREFIX}${keys[0]!.id}:`);
}

// A blank value is kept blank: it tells nothing, and "fill if blank" is decided in SQL.
const isBlank = (value: string) => value.trim() === '';

/** What a sealed value is bound to: its owner, its parameter's name, and for a profile's value the profile. */
export type MemoryOwner = { userId: string; key: string; profileId?: string };
const boundTo = (owner: MemoryOwner) =>
  Buffer.from(owner.profileId ? `${owner.userId}\u0000${owner.key}\u0000${owner.profileId}` : `${owner.userId}\u0000${owner.key}`, 'utf8');

/** `value` sealed under the first key for its owner's row; a blank value stays empty. */
export function sealMemoryValue(value: string, owner: MemoryOwner, keys: MemoryKey[]): string {
  if (isBlank(value)) return '';
  const { id, key } = keys[0]!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(boundTo(owner));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${SEALED_PREFIX}${id}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/**
 * The value `stored` holds: opened with the key it names, or as it is when it was written before
 * encryption (plain). Null when it cannot be opened: its key is not in the list, or it was altered or
 * copied from another row.
 */
export function openMemoryValue(stored: string, owner: MemoryOwner, keys: MemoryKey[]): string | null {
  if (!isSealed(stored)) return stored;
  const rest = stored.slice(SEALED_PREFIX.length);
  const colon = rest.indexOf(':');
  const key = keys.find((k) => k.id === rest.slice(0, colon));
  if (colon < 0 || !key) return null;
  const packed = Buffer.from(rest.slice(colon + 1), 'base64url');
  if (packed.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, packed.subarray(0, IV_BYTES));
    decipher.setAAD(boundTo(owner));
    decipher.setAuthTag(packed.subarray(packed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(packed.subarray(IV_BYTES, packed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * A mark of a value forgotten everywhere (docs/memory.md#the-usage-trail): a keyed hash, one per key in
 * use, so a device's older copy bringing the same value back is known without the value being kept.
 * Bound to the owner and the parameter; the value trimmed, as it is filled.
 */
export function forgottenMarks(value: string, owner: { userId: string; key: string }, keys: MemoryKey[]): string[] {
  return keys.map((k) => {
    // A key of its own, derived from the memory's: the encryption key itself is never a hash's key.
    const markKey = createHash('sha256').update('promptloom:forgotten-mark\u0000').update(k.key).digest();
    return `${k.id}:${createHmac('sha256', markKey).update(`${owner.userId}\u0000${owner.key}\u0000${value.trim()}`).digest('base64url')}`;
  });
}
