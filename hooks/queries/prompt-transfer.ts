'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importPromptsAction, previewImportAction } from '@/actions/prompt-transfer';
import { apiDownload, createOnce, unwrap, type ActionInput } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { TRANSFER_MESSAGES, type ExportFormat } from '@/lib/transfer/text';
import { accountKeys } from './account';
import { categoryKeys, promptKeys } from './keys';

// Import and export of prompts on the client: the dialog's preview and import through
// actions/prompt-transfer.ts, the export as a download of GET /api/prompts/export.

export type ExportScope = { kind: 'all' } | { kind: 'category'; id: string } | { kind: 'selection'; ids: string[] };

export function exportQuery(format: ExportFormat, scope: ExportScope): string {
  const query = new URLSearchParams({ format });
  if (scope.kind === 'category') query.set('category', scope.id);
  if (scope.kind === 'selection') query.set('ids', scope.ids.join(','));
  return query.toString();
}

/** Reads the file and answers the preview; writes nothing. */
export const usePreviewImport = () => useMutation({ mutationFn: (input: ActionInput<typeof previewImportAction>) => unwrap(previewImportAction(input), TRANSFER_MESSAGES.previewFailed) });

export function useImportPrompts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof importPromptsAction>) => createOnce((meta) => importPromptsAction(input, meta), TRANSFER_MESSAGES.importFailed),
    // New prompts in the lists, new categories (and their counts), and the usage card's count.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promptKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.custom }),
        queryClient.invalidateQueries({ queryKey: accountKeys.stats }),
      ]),
  });
}

/** Downloads the export: the browser saves the file under the name the server gave it. */
export function useExportPrompts() {
  return useMutation({
    mutationFn: async ({ format, scope }: { format: ExportFormat; scope: ExportScope }) => {
      const { blob, filename } = await apiDownload('/api/prompts/export', exportQuery(format, scope), 'Failed to export prompts');
      saveFile(blob, filename);
      return { filename };
    },
  });
}
