import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from '@/lib/db';

/** The database, with the text of every statement it runs through execute() written down (the real database answers). */
export function recording(db: Queryable): { db: Queryable; statements: string[] } {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute') {
        return (query: SQL) => {
          statements.push(dialect.sqlToQuery(query).sql);
          return target.execute(query);
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
  return { db: proxy, statements };
}
