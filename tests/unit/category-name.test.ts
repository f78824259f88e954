import { describe, expect, it } from 'vitest';
import { categoryTextLabel, displayCategoryName, isProCategoryName } from '@/lib/constants';

// spec P1 §3: a trailing asterisk marks a pro system category; screens show the name without it, with a star.
describe('a pro category’s name on screen', () => {
  it('drops the asterisk and, where only text fits (an option, a chart axis), carries the star', () => {
    expect(isProCategoryName('Data & Analytics*')).toBe(true);
    expect(displayCategoryName('Data & Analytics*')).toBe('Data & Analytics');
    expect(categoryTextLabel('Data & Analytics*')).toBe('Data & Analytics ★');
    expect(categoryTextLabel('Sales')).toBe('Sales');
  });
});
