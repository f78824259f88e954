import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Services call models; only models build SQL. A service may compose a transaction
// (withTransaction) and import the Transaction type, nothing that queries by itself.
const dir = path.join(import.meta.dirname, '../../lib/services');
const services = fs.readdirSync(dir).filter((f) => f.endsWith('.ts'));

const forbidden: [RegExp, string][] = [
  [/from ['"]drizzle-orm[^'"]*['"]/, 'imports drizzle-orm'],
  [/\bgetDb\b/, 'opens the database (getDb)'],
  [/\.transaction\(/, 'opens a transaction itself (use withTransaction)'],
  [/\b(tx|db)\.(select|insert|update|delete|execute)\(/, 'runs a query'],
  [/^import (?!type\b)[^;]*from ['"][./]*models\/schema['"]/m, 'imports tables (a type import is fine)'],
];

describe('services run no SQL of their own', () => {
  it('finds the services', () => expect(services.length).toBeGreaterThan(5));
  for (const file of services) {
    it(`lib/services/${file} builds no query`, () => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const problems = forbidden.filter(([pattern]) => pattern.test(text)).map(([, why]) => why);
      expect(problems).toEqual([]);
    });
  }
});
