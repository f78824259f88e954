'use server';

import { defineAction } from '@/lib/action';
import { previewImport, runImport, type ImportInput } from '@/lib/services/prompt-import';

// The account page's Import dialog: the services POST /api/prompts/import calls. The
// preview reads the file and writes nothing; the import creates every prompt or none.

export const previewImportAction = defineAction({
  name: 'prompts.importPreview',
  run: (viewer, input: ImportInput) => previewImport(viewer, input),
});

export const importPromptsAction = defineAction({
  name: 'prompts.import',
  // The dialog keeps one key across its retries: an import whose answer was lost is not run twice.
  idempotent: true,
  run: (viewer, input: ImportInput) => runImport(viewer, input),
  revalidate: () => ['/prompts', '/account'],
});
