import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { needsSealing, openMemoryValue, parseMemoryKeys, sealMemoryValue, SEALED_PREFIX } from '@/lib/memory-crypto';

const hexKey = () => randomBytes(32).toString('hex');

describe('the memory key (MEMORY_ENCRYPTION_KEY)', () => {
  it('reads 32 bytes in hex or base64, several separated by commas, each with its own id', () => {
    const [a, b] = parseMemoryKeys(`${hexKey()}, ${randomBytes(32).toString('base64')}`);
    expect(a!.key).toHaveLength(32);
    expect(b!.key).toHaveLength(32);
    expect(a!.id).toMatch(/^[0-9a-f]{8}$/);
    expect(a!.id).not.toBe(b!.id);
  });

  it.each([
    ['a short key', 'abc123'],
    ['16 bytes', randomBytes(16).toString('hex')],
    ['a pass phrase', 'correct horse battery staple correct horse battery staple!!'],
    ['base64 with a stray character', `${randomBytes(32).toString('base64').slice(0, 40)}*abc`],
    ['nothing but commas', ' , ,'],
    ['all zeros', '0'.repeat(64)],
    ['one byte repeated', 'ab'.repeat(32)],
  ])('refuses %s, saying how to make one, without echoing it', (_name, raw) => {
    expect(() => parseMemoryKeys(raw)).toThrow(/^MEMORY_ENCRYPTION_KEY.*openssl rand -hex 32 makes one/);
    try {
      parseMemoryKeys(raw);
    } catch (error) {
      if (raw.trim().replace(/,/g, '')) expect((error as Error).message).not.toContain(raw.trim().slice(0, 12));
    }
  });
});

describe('sealing a value', () => {
  const keys = parseMemoryKeys(hexKey());
  const ada = { userId: 'user-1', key: 'company' };

  it('opens what it sealed, for the same person, and the stored text holds nothing of the value', () => {
    const value = 'Ada Lovelace, Analytical Engines Ltd — ünïcode ✓';
    const stored = sealMemoryValue(value, ada, keys);
    expect(stored.startsWith(`${SEALED_PREFIX}${keys[0]!.id}:`)).toBe(true);
    expect(stored).not.toContain('Ada');
    expect(openMemoryValue(stored, ada, keys)).toBe(value);
  });

  it('seals the same value differently each time', () => {
    expect(sealMemoryValue('Acme', ada, keys)).not.toBe(sealMemoryValue('Acme', ada, keys));
  });

  it('keeps a blank value blank', () => {
    expect(sealMemoryValue('', ada, keys)).toBe('');
    expect(sealMemoryValue('   ', ada, keys)).toBe('');
    expect(needsSealing('', keys)).toBe(false);
  });

  it('does not open a value copied into another person’s row or another parameter’s, an altered value, or one under an unknown key', () => {
    const stored = sealMemoryValue('Acme', ada, keys);
    expect(openMemoryValue(stored, { userId: 'user-2', key: 'company' }, keys)).toBeNull();
    expect(openMemoryValue(stored, { userId: 'user-1', key: 'name' }, keys)).toBeNull();
    const flipped = stored.slice(0, -3) + (stored.at(-3) === 'A' ? 'B' : 'A') + stored.slice(-2);
    expect(openMemoryValue(flipped, ada, keys)).toBeNull();
    expect(openMemoryValue(stored, ada, parseMemoryKeys(hexKey()))).toBeNull();
    expect(openMemoryValue(`${SEALED_PREFIX}${keys[0]!.id}:abc`, ada, keys)).toBeNull();
    expect(openMemoryValue(`${SEALED_PREFIX}nocolon`, ada, keys)).toBeNull();
  });

  it('reads a value written before encryption as it is, and marks it for sealing', () => {
    expect(openMemoryValue('Acme Corp', ada, keys)).toBe('Acme Corp');
    expect(needsSealing('Acme Corp', keys)).toBe(true);
  });

  it('after a new key is put first, opens values of the old one and marks them for sealing again', () => {
    const old = sealMemoryValue('Globex', ada, keys);
    const rotated = parseMemoryKeys(`${hexKey()},${keys.map((k) => k.key.toString('hex')).join(',')}`);
    expect(openMemoryValue(old, ada, rotated)).toBe('Globex');
    expect(needsSealing(old, rotated)).toBe(true);
    expect(needsSealing(sealMemoryValue('Globex', ada, rotated), rotated)).toBe(false);
  });
});
