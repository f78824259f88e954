'use client';

import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiDownload, apiRequest } from '@/lib/api-client';
import type { ImportCategoryChoice, ImportJobDTO, ImportPreviewDTO } from '@/lib/dto/transfer';
import { normalizeError } from '@/lib/errors';
import { NetworkError } from '@/lib/retry';
import type { ImportFormat } from '@/lib/transfer/text';
import { saveFile } from '@/lib/save-file';
import { TRANSFER_MESSAGES, type ExportFormat } from '@/lib/transfer/text';
import { accountKeys } from './account';
import { categoryKeys, promptKeys } from './keys';

// Import and export of prompts on the client: the dialog uploads the file itself to
// POST /api/prompts/import/jobs (its preview, then the import that runs on in the server) and follows
// the job; the account page lists the last imports; the export is a download of GET /api/prompts/export.

export type ExportScope = { kind: 'all' } | { kind: 'category'; id: string } | { kind: 'selection'; ids: string[] };

export function exportQuery(format: ExportFormat, scope: ExportScope): string {
  const query = new URLSearchParams({ format });
  if (scope.kind === 'category') query.set('category', scope.id);
  if (scope.kind === 'selection') query.set('ids', scope.ids.join(','));
  return query.toString();
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

// ── imports of any size ────────────────────────────────────────────────────────────────────────

export const importKeys = {
  all: ['import-jobs'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  job: (id: string) => [...importKeys.all, id] as const,
};

export type UploadOptions = {
  format: 'auto' | ImportFormat;
  category?: ImportCategoryChoice;
  duplicates: 'skip' | 'import';
  onError: 'stop' | 'skip';
};

const isRunning = (job: ImportJobDTO | undefined) => job?.status === 'checking' || job?.status === 'writing';

/** Where the rows an import did not take download as CSV. */
export const importResultCsvHref = (id: string) => `/api/prompts/import/jobs/${encodeURIComponent(id)}?format=csv`;

/** The file as the request body (XMLHttpRequest, for the upload's progress); the API's error as an ApiError. */
function uploadFile<T>(file: File, query: URLSearchParams, onProgress: (fraction: number) => void, headers: Record<string, string>, fallbackMessage: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/prompts/import/jobs?${query}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the status speaks */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(normalizeError({ ...(body as object), status: xhr.status }, fallbackMessage)));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.send(file);
  });
}

function uploadQuery(file: File, options: UploadOptions, dryRun: boolean): URLSearchParams {
  const query = new URLSearchParams({ filename: file.name, format: options.format, duplicates: options.duplicates, onError: options.onError, dryRun: String(dryRun) });
  if (options.category) query.set('category', JSON.stringify(options.category));
  return query;
}

type Upload = { file: File; options: UploadOptions; onProgress: (fraction: number) => void };

/** Uploads the file and answers the preview; writes nothing. */
export const usePreviewUpload = () =>
  useMutation({
    mutationFn: ({ file, options, onProgress }: Upload) => uploadFile<ImportPreviewDTO>(file, uploadQuery(file, options, true), onProgress, {}, TRANSFER_MESSAGES.previewFailed),
  });

/** Uploads the file and starts the import; one key across its retries, so a lost answer never starts a second one. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, options, onProgress, idempotencyKey }: Upload & { idempotencyKey: string }) =>
      uploadFile<ImportJobDTO>(file, uploadQuery(file, options, false), onProgress, { 'idempotency-key': idempotencyKey }, TRANSFER_MESSAGES.importFailed),
    onSuccess: (job) => {
      queryClient.setQueryData(importKeys.job(job._id), job);
      return queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

/** What a finished import changed: the prompt lists, the custom categories and their counts, the usage card. */
const refreshAfterImport = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: promptKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.custom }),
    queryClient.invalidateQueries({ queryKey: accountKeys.stats }),
  ]);

/** One import, asked again every 700 ms while it runs. */
export function useImportJob(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.job(id ?? ''),
    queryFn: () => apiRequest('GET /api/prompts/import/jobs/[id]', { params: { id: id! } }),
    enabled: !!id,
    refetchInterval: (q) => (isRunning(q.state.data) ? 700 : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status === 'done') void Promise.all([refreshAfterImport(queryClient), queryClient.invalidateQueries({ queryKey: importKeys.list() })]);
  }, [status, queryClient]);
  return query;
}

/** The last imports (the account page), asked again every 1.5 s while one runs. */
export function useImportJobs(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.list(),
    queryFn: () => apiRequest('GET /api/prompts/import/jobs'),
    enabled,
    refetchInterval: (q) => (q.state.data?.some(isRunning) ? 1500 : false),
  });
  const running = query.data?.some(isRunning);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (running) wasRunning.current = true;
    else if (wasRunning.current) {
      wasRunning.current = false;
      void refreshAfterImport(queryClient);
    }
  }, [running, queryClient]);
  return query;
}
