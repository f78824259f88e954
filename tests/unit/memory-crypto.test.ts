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
  ])('refuses %s, saying how to make one', (_name, raw) => {
    expect(() => parseMemoryKeys(raw)).toThrow(/MEMORY_ENCRYPTION_KEY/);
  });
});

describe('sealing a value', () => {
  const keys = parseMemoryKeys(hexKey());

  it('opens what it sealed, for the same person, and the stored text holds nothing of the value', () => {
    const value = 'Ada Lovelace, Analytical Engines Ltd — ünïcode ✓';
    const stored = sealMemoryValue(value, 'user-1', keys);
    expect(stored.startsWith(`${SEALED_PREFIX}${keys[0]!.id}:`)).toBe(true);
    expect(stored).not.toContain('Ada');
    expect(openMemoryValue(stored, 'user-1', keys)).toBe(value);
  });

  it('seals the same value differently each time', () => {
    expect(sealMemoryValue('Acme', 'user-1', keys)).not.toBe(sealMemoryValue('Acme', 'user-1', keys));
  });

  it('keeps a blank value blank', () => {
    expect(sealMemoryValue('', 'user-1', keys)).toBe('');
    expect(sealMemoryValue('   ', 'user-1', keys)).toBe('');
    expect(needsSealing('', keys)).toBe(false);
  });

  it('does not open a value copied into another person’s row, an altered value, or one under an unknown key', () => {
    const stored = sealMemoryValue('Acme', 'user-1', keys);
    expect(openMemoryValue(stored, 'user-2', keys)).toBeNull();
    const flipped = stored.slice(0, -3) + (stored.at(-3) === 'A' ? 'B' : 'A') + stored.slice(-2);
    expect(openMemoryValue(flipped, 'user-1', keys)).toBeNull();
    expect(openMemoryValue(stored, 'user-1', parseMemoryKeys(hexKey()))).toBeNull();
    expect(openMemoryValue(`${SEALED_PREFIX}${keys[0]!.id}:abc`, 'user-1', keys)).toBeNull();
    expect(openMemoryValue(`${SEALED_PREFIX}nocolon`, 'user-1', keys)).toBeNull();
  });

  it('reads a value written before encryption as it is, and marks it for sealing', () => {
    expect(openMemoryValue('Acme Corp', 'user-1', keys)).toBe('Acme Corp');
    expect(needsSealing('Acme Corp', keys)).toBe(true);
  });

  it('after a new key is put first, opens values of the old one and marks them for sealing again', () => {
    const old = sealMemoryValue('Globex', 'user-1', keys);
    const rotated = parseMemoryKeys(`${hexKey()},${keys.map((k) => k.key.toString('hex')).join(',')}`);
    expect(openMemoryValue(old, 'user-1', rotated)).toBe('Globex');
    expect(needsSealing(old, rotated)).toBe(true);
    expect(needsSealing(sealMemoryValue('Globex', 'user-1', rotated), rotated)).toBe(false);
  });
});
