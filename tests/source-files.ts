import fs from 'node:fs';
import path from 'node:path';

/** The project's root folder. */
export const projectRoot = path.join(import.meta.dirname, '..');

/** The app's own TypeScript files (project-relative), for tests that check the source itself. */
export function sourceFiles(dirs = ['app', 'actions', 'components', 'hooks', 'lib', 'models', 'stores']): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(projectRoot, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.(ts|tsx)$/.test(entry.name)) files.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}
