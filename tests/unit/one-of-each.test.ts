import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, sourceFiles } from '../source-files';

// A Paddle client constructor, a billing-cycle list, a unique-violation
// check, a zod → field-errors mapper, an in-process cache. Scans the source for second copies.
const root = projectRoot;
const files = sourceFiles();
const text = new Map(files.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]));
const filesMatching = (pattern: RegExp) => files.filter((f) => pattern.test(text.get(f)!));

describe('one of each', () => {
  it('one Paddle client constructor (lib/paddle/api.ts)', () => {
    expect(filesMatching(/new Paddle\(/)).toEqual(['lib/paddle/api.ts']);
  });

  it('one spelling of the billing cycles (lib/dto/users.ts)', () => {
    expect(filesMatching(/'monthly',\s*'yearly',\s*'lifetime'|'monthly'\s*\|\s*'yearly'\s*\|\s*'lifetime'/)).toEqual(['lib/dto/users.ts']);
  });

  it('one unique-violation check (lib/db-errors.ts)', () => {
    expect(filesMatching(/'23505'/)).toEqual(['lib/db-errors.ts']);
  });

  it('one zod-issues-to-field-errors mapper (lib/errors.ts fieldErrors), the forms included', () => {
    expect(filesMatching(/\]\s*\?\?=\s*issue\.message|\.set\(\w+, issue\.message\)/)).toEqual(['lib/errors.ts']);
  });

  it('no hand-rolled expiring Map cache in lib/ or models/ (lib/cache.ts is the one)', () => {
    const candidates = files.filter((f) => f.startsWith('lib/') || f.startsWith('models/'));
    expect(candidates.filter((f) => /new Map<[^>]*\bat: number/.test(text.get(f)!))).toEqual([]);
  });
});
