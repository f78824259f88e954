import { lighthouseAgainstBare, lighthouseTable } from './lighthouse';

// The Lighthouse part of `npm run bench` alone, against a production server already running:
//   tsx scripts/bench/lighthouse-run.ts http://localhost:3400 [email password]
// signs in with the email and password when given (as the bench's user who finished onboarding), builds
// and serves the bare page on BARE_PORT (default 3401), and prints the table and the JSON.
async function main() {
  const [base = 'http://localhost:3400', email, password] = process.argv.slice(2);
  let cookie = '';
  let id: string | undefined;
  if (email && password) {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password }) });
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    id = ((await (await fetch(`${base}/api/prompts`, { headers: { cookie } })).json()) as { prompts: { _id: string }[] }).prompts[0]?._id;
  }
  const paths: Record<string, string> = { '/': '/', '/pricing': '/pricing', ...(id ? { '/prompts': '/prompts', '/prompts/[id]': `/prompts/${id}` } : {}) };
  const results = await lighthouseAgainstBare(base, paths, cookie, { dir: '.bench/bare', barePort: process.env.BARE_PORT ?? '3401', nextBin: 'node_modules/.bin/next', env: process.env });
  console.log(`benchmark index ${results.benchmarkIndex}`);
  console.table(lighthouseTable(results));
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
