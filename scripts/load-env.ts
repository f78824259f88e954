import fs from 'node:fs';

// Command-line scripts read .env.local and .env the way Next does (earlier files win).
for (const file of ['.env.local', '.env']) {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
