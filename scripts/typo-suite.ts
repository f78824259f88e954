import './load-env';
import fs from 'node:fs';
import { closeDb, migrateDatabase, openPglite, useDatabaseHandle, getDb } from '../lib/db';
import { LIBRARY, SYNTHETIC_WORDS, seedLibrary } from '../lib/seed';
import { random } from '../lib/seed/junk-words';
import { makeTypo, type TypoCase, type TypoKindMade } from '../lib/seed/typo-suite';
import { listPromptRows } from '../models/prompts';
import { buildSearchQuery } from '../models/prompt-search';

// `npm run typos:write`: writes the typo suite once (bench/typo-suite.json; lib/seed/typo-suite.ts).
// For templates spread over every category, it takes the rarest words of the title, keeps the search
// only when those words spelled right rank the template first in the library, and makes typos in them
// of four kinds in turn: a key beside the right one, two letters swapped, a letter missing, a letter
// doubled. Every other search has a typo in every word, the others in one word. Repeatable: the same
// library gives the same file. Kept in the repository: run again only to start a new suite.

const SIZE = 300;
const KINDS: TypoKindMade[] = ['adjacent', 'swapped', 'missing', 'doubled'];
const COMMON = new Set('with from your that this into about what when them they their there than then will have more most over only just very each make using based like plus'.split(' '));
const SYNTHETIC = new Set(SYNTHETIC_WORDS);

async function main() {
  const handle = await openPglite();
  await migrateDatabase(handle);
  useDatabaseHandle(handle);
  const db = await getDb();
  await seedLibrary(db);
  const { rows: seeded } = (await db.execute('select id, seed_key from prompts')) as unknown as { rows: { id: string; seed_key: string }[] };
  const keyOf = new Map(seeded.map((r) => [r.id, r.seed_key]));

  const df = new Map<string, number>();
  for (const p of LIBRARY) for (const w of new Set(`${p.title} ${p.description}`.toLowerCase().match(/[a-z]+/g) ?? [])) df.set(w, (df.get(w) ?? 0) + 1);
  const first = async (words: string) => {
    const tsQuery = (await buildSearchQuery(words, null, db)) ?? undefined;
    const { rows } = await listPromptRows({ viewerId: 'typo-suite', viewerIsAdmin: false, page: 1, pageSize: 5, tsQuery }, db);
    return rows[0] ? keyOf.get(rows[0].id) : undefined;
  };

  // Categories in turn, so every category has its share.
  const byCategory = new Map<string, typeof LIBRARY>();
  for (const p of LIBRARY) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);
  const queues = [...byCategory.values()];
  const next = random(2028);
  const cases: TypoCase[] = [];
  for (let round = 0; cases.length < SIZE && queues.some((q) => q.length); round++) {
    for (const queue of queues) {
      if (cases.length >= SIZE) break;
      while (queue.length) {
        const p = queue.shift()!;
        const words = [...new Set(p.title.toLowerCase().match(/[a-z]+/g) ?? [])].filter((w) => w.length >= 4 && !COMMON.has(w));
        // A word of the synthetic prompts' titles alone would meet a million of them: one at least is the template's own.
        if (!words.length || words.every((w) => SYNTHETIC.has(w))) continue;
        const rarest = [...words].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0)).slice(0, 1 + Math.floor(next() * 3));
        const chosen = words.filter((w) => rarest.includes(w));
        const correct = chosen.join(' ');
        if ((await first(correct)) !== p.key) continue;
        const every = cases.length % 2 === 0;
        const which = every ? chosen.map((_, i) => i) : [Math.floor(next() * chosen.length)];
        const typos: (TypoKindMade | null)[] = chosen.map(() => null);
        const typed = chosen.map((w, i) => {
          if (!which.includes(i)) return w;
          for (let k = 0; k < KINDS.length; k++) {
            const kind = KINDS[(cases.length + i + k) % KINDS.length]!;
            const made = makeTypo(w, kind, next);
            if (made) {
              typos[i] = kind;
              return made;
            }
          }
          return w;
        });
        if (typos.every((t) => t === null)) continue;
        cases.push({ query: typed.join(' '), correct, key: p.key, typos });
        break;
      }
    }
  }
  fs.mkdirSync('bench', { recursive: true });
  fs.writeFileSync('bench/typo-suite.json', `${JSON.stringify({ written: new Date().toISOString().slice(0, 10), library: LIBRARY.length, cases }, null, 1)}\n`);
  const kinds = Object.fromEntries(KINDS.map((k) => [k, cases.flatMap((c) => c.typos).filter((t) => t === k).length]));
  console.log(`wrote bench/typo-suite.json: ${cases.length} searches, ${cases.filter((c) => c.typos.every((t) => t)).length} with a typo in every word; typos by kind ${JSON.stringify(kinds)}`);
  await closeDb();
}

main().catch(async (error) => {
  console.error(error);
  await closeDb().catch(() => {});
  process.exit(1);
});
