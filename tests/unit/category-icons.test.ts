import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSprite, SPRITE_FILE } from '../../scripts/category-icons';
import { CATEGORY_ICONS } from '@/lib/library-categories';

describe('the category icon sprite (public/category-icons.svg)', () => {
  it('is what `npm run library:icons` draws today, with one symbol per icon', async () => {
    const committed = fs.readFileSync(SPRITE_FILE, 'utf8');
    expect(committed).toBe(await buildSprite());
    for (const icon of CATEGORY_ICONS) expect(committed).toMatch(new RegExp(`<symbol id="${icon}" viewBox="0 0 24 24" [^>]*stroke="currentColor"[^>]*><(path|circle|rect|line|polyline|polygon|ellipse) `));
    expect(committed.match(/<symbol /g)).toHaveLength(CATEGORY_ICONS.length);
  });
});
