import { describe, expect, it } from 'vitest';
import { isWebsiteParameter, normalizeWebsite } from '@/lib/website';

// A bare domain is a website, kept with https://.
describe('normalizeWebsite', () => {
  it('puts https:// before a bare domain, with or without www, port or path', () => {
    expect(normalizeWebsite('northwind.example')).toBe('https://northwind.example');
    expect(normalizeWebsite('  www.Loomworks.co.uk/about?x=1  ')).toBe('https://www.Loomworks.co.uk/about?x=1');
    expect(normalizeWebsite('shop.example:8080/cart')).toBe('https://shop.example:8080/cart');
    expect(normalizeWebsite('//cdn.example/a')).toBe('https://cdn.example/a');
  });

  it('keeps an address that has its scheme, and trims it', () => {
    expect(normalizeWebsite('https://northwind.example')).toBe('https://northwind.example');
    expect(normalizeWebsite(' http://old.example ')).toBe('http://old.example');
    expect(normalizeWebsite('ftp://files.example')).toBe('ftp://files.example');
  });

  it('keeps anything that is not an address as typed, and blank as blank', () => {
    expect(normalizeWebsite('')).toBe('');
    expect(normalizeWebsite('   ')).toBe('');
    expect(normalizeWebsite('our site')).toBe('our site');
    expect(normalizeWebsite('northwind')).toBe('northwind');
    expect(normalizeWebsite('see northwind.example')).toBe('see northwind.example');
    expect(normalizeWebsite('a@b.example')).toBe('a@b.example');
  });

  it('knows the website parameter by its stored name', () => {
    expect(isWebsiteParameter('website')).toBe(true);
    expect(isWebsiteParameter(' Website ')).toBe(true);
    expect(isWebsiteParameter('websites')).toBe(false);
  });
});
