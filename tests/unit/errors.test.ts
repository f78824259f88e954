import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, invalid, issuesText, normalizeError } from '@/lib/errors';

describe('normalizeError', () => {
  it('defaults to status 500 and code UNKNOWN_ERROR with the generic message', () => {
    expect(normalizeError({})).toEqual({ error: 'Something went wrong', code: 'UNKNOWN_ERROR', status: 500 });
    expect(normalizeError(null, 'Failed to fetch prompts')).toEqual({ error: 'Failed to fetch prompts', code: 'UNKNOWN_ERROR', status: 500 });
  });
  it("takes the message from the response's error field", () => {
    expect(normalizeError({ error: 'Title is required', status: 400, code: 'VALIDATION_ERROR' })).toEqual({
      error: 'Title is required',
      code: 'VALIDATION_ERROR',
      status: 400,
    });
  });
  it("gives a 403 without its own message 'Permission denied' and code PERMISSION_DENIED", () => {
    expect(normalizeError({ status: 403 })).toEqual({ error: 'Permission denied', code: 'PERMISSION_DENIED', status: 403 });
  });
  it('keeps a 403 with a known code such as SUBSCRIPTION_ERROR', () => {
    expect(normalizeError({ status: 403, code: 'SUBSCRIPTION_ERROR', error: 'Upgrade' }).code).toBe('SUBSCRIPTION_ERROR');
  });
  it('replaces an unknown code with UNKNOWN_ERROR', () => {
    expect(normalizeError({ status: 418, code: 'TEAPOT' }).code).toBe('UNKNOWN_ERROR');
  });
  it('never exposes the message or stack of a thrown Error', () => {
    const body = normalizeError(new Error('connection refused at 10.0.0.1:5432'));
    expect(body).toEqual({ error: 'Something went wrong', code: 'UNKNOWN_ERROR', status: 500 });
    expect(JSON.stringify(body)).not.toContain('10.0.0.1');
  });
  it('keeps the details sentence an answer carries (spec P2 §7, the cancel), and leaves it out otherwise', () => {
    expect(normalizeError({ error: 'Failed to cancel subscription', code: 'UNKNOWN_ERROR', status: 502, details: 'Paddle did not accept it.' })).toEqual({
      error: 'Failed to cancel subscription',
      code: 'UNKNOWN_ERROR',
      status: 502,
      details: 'Paddle did not accept it.',
    });
    expect(normalizeError({ status: 400, details: 42 })).not.toHaveProperty('details');
  });
  it('ignores a status outside the error range', () => {
    expect(normalizeError({ status: 200 }).status).toBe(500);
  });
});

describe('invalid', () => {
  it('turns a zod failure into 400 with one message per field', () => {
    const parsed = z.object({ title: z.string().min(3, 'Title must be at least 3 characters long'), n: z.number() }).safeParse({ title: 'a', n: 'x' });
    if (parsed.success) throw new Error('expected a failure');
    const failure = invalid(parsed.error);
    expect(failure.status).toBe(400);
    expect(failure.code).toBe('VALIDATION_ERROR');
    expect(failure.fields?.title).toBe('Title must be at least 3 characters long');
    expect(failure.fields?.n).toBeDefined();
  });
  it('uses the single field message as the error when only one field failed', () => {
    const parsed = z.object({ title: z.string().min(3, 'Title must be at least 3 characters long') }).safeParse({ title: '' });
    if (parsed.success) throw new Error('expected a failure');
    expect(invalid(parsed.error).error).toBe('Title must be at least 3 characters long');
  });
});

describe('invalid() with paths that are names of Object.prototype', () => {
  it('reports a field named constructor or __proto__ as an own field', () => {
    const schema = z.object({ constructor: z.string(), ['__proto__']: z.string() });
    const parsed = schema.safeParse(JSON.parse('{"constructor": 1, "__proto__": 2}'));
    expect(parsed.success).toBe(false);
    const failure = invalid(parsed.error!);
    expect(Object.getOwnPropertyDescriptor(failure.fields, 'constructor')?.value).toEqual(expect.any(String));
    expect(Object.getPrototypeOf(failure.fields)).toBe(Object.prototype);
  });
});

describe('fieldErrors (the one zod → field errors mapper)', () => {
  const schema = z.object({ title: z.string().min(3, 'Title is short').max(5, 'Title is long'), meta: z.object({ tag: z.string({ error: 'Tag required' }) }) });

  it('one message per field, the first of each, named by the dotted path', () => {
    const parsed = schema.safeParse({ title: 1, meta: {} });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ title: expect.any(String), 'meta.tag': 'Tag required' });
  });

  it('a form may name fields by their first segment', () => {
    const parsed = schema.safeParse({ title: 'ab', meta: {} });
    expect(fieldErrors(parsed.error!, (path) => String(path[0] ?? '_'))).toEqual({ title: 'Title is short', meta: 'Tag required' });
  });

  it("keys people chose ('__proto__', 'constructor') stay plain own keys", () => {
    const parsed = z.record(z.string(), z.number({ error: 'number' })).safeParse(JSON.parse('{"constructor": "x"}'));
    const fields = fieldErrors(parsed.error!);
    expect(Object.keys(fields)).toEqual(['constructor']);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });

  it('issuesText puts every issue on one line', () => {
    const parsed = schema.safeParse({ title: 'ab', meta: {} });
    expect(issuesText(parsed.error!)).toBe('title: Title is short; meta.tag: Tag required');
  });
});
