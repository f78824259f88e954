import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, composeContent } from '@/lib/seed/compose';
import { LIBRARY } from '@/lib/seed';

// The seeded library is the product (DESIGN.md "Content"); these are its promises.
const PERSONAL = ['!<Your name>!', '!<Job title>!', '!<Department>!', '!<Company name>!', '!<Website>!'];

describe('seeded prompt library', () => {
  it('has at least 150 templates: 100 free and 50 pro', () => {
    expect(LIBRARY.length).toBeGreaterThanOrEqual(150);
    expect(LIBRARY.filter((p) => !p.pro).length).toBeGreaterThanOrEqual(100);
    expect(LIBRARY.filter((p) => p.pro).length).toBeGreaterThanOrEqual(50);
  });
  it('has at least 12 system categories, pro ones marked with a trailing asterisk, each used', () => {
    expect(CATEGORY_NAMES.length).toBeGreaterThanOrEqual(12);
    expect(CATEGORY_NAMES.some((n) => n.endsWith('*'))).toBe(true);
    for (const name of CATEGORY_NAMES) expect(LIBRARY.filter((p) => p.category === name).length, name).toBeGreaterThanOrEqual(5);
  });
  it('gives every template a unique key and a unique title', () => {
    expect(new Set(LIBRARY.map((p) => p.key)).size).toBe(LIBRARY.length);
    expect(new Set(LIBRARY.map((p) => p.title.toLowerCase())).size).toBe(LIBRARY.length);
  });
  it('keeps every template within the editor limits (spec P1 §5)', () => {
    for (const p of LIBRARY) {
      expect(p.title.length, p.key).toBeGreaterThanOrEqual(3);
      expect(p.title.length, p.key).toBeLessThanOrEqual(100);
      expect(p.title.split(/\s+/).length, p.key).toBeLessThanOrEqual(8);
      expect(p.description.length, p.key).toBeGreaterThanOrEqual(10);
      expect(p.description.length, p.key).toBeLessThanOrEqual(500);
      expect(composeContent(p).length, p.key).toBeLessThanOrEqual(10_000);
    }
  });
  it('uses placeholders in every template, personal ones in most, select lists in some', () => {
    const contents = LIBRARY.map(composeContent);
    for (const [i, c] of contents.entries()) expect(c, LIBRARY[i]!.key).toMatch(/!<[^>]+>!/);
    const personal = contents.filter((c) => PERSONAL.some((token) => c.includes(token))).length;
    expect(personal / contents.length).toBeGreaterThan(0.5);
    expect(contents.filter((c) => /!\|[^|]+\|!/.test(c)).length).toBeGreaterThanOrEqual(15);
  });
  it('states role, context, task, constraints and output format in every template', () => {
    for (const p of LIBRARY) {
      const c = composeContent(p);
      for (const part of ['Role:', 'Context:', 'Task:', 'Constraints:', 'Output format:']) expect(c, p.key).toContain(part);
    }
  });
});
