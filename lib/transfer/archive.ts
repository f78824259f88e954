import { Unzip, UnzipInflate, strToU8, zipSync, type Zippable } from 'fflate';
import { TRANSFER_LIMITS, TRANSFER_MESSAGES } from './text';

// Zip files in and out (fflate). Reading counts what it unpacks as it goes and stops at the limits,
// so a small zip that would unpack to gigabytes is refused at the limit, never held whole.

export type ArchiveEntry = { name: string; text: string };
export type ArchiveResult = { ok: true; entries: ArchiveEntry[] } | { ok: false; error: string };

/** A zip's local file header starts `PK\x03\x04`; an empty zip is only its end record `PK\x05\x06`. */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));

/** Folders, macOS resource forks and hidden files carry no prompt. */
const isSkipped = (name: string): boolean => name.endsWith('/') || name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('.'));

export type ZipLimits = { zipEntries: number; unpackedBytes: number };

/**
 * A zip read chunk by chunk. `want` picks the files to unpack (null leaves one unread and uncounted)
 * and may cap one file's size; `onFile` gets each file whole once unpacked and answers a failure or
 * null. What it unpacks is counted as it goes: past a limit it stops, with the reason in `failure`.
 */
export function zipReader(
  limits: ZipLimits,
  want: (name: string) => { maxBytes?: number } | null,
  onFile: (name: string, bytes: Uint8Array) => string | null,
) {
  const state = { failure: null as string | null, entries: 0, unfinished: 0 };
  let unpacked = 0;
  const unzip = new Unzip((file) => {
    if (state.failure || isSkipped(file.name)) return;
    const wanted = want(file.name);
    if (!wanted) return;
    state.entries += 1;
    if (state.entries > limits.zipEntries) {
      state.failure = TRANSFER_MESSAGES.tooManyEntries;
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    state.unfinished += 1;
    file.ondata = (error, chunk, final) => {
      if (state.failure) return;
      if (error) {
        state.failure = TRANSFER_MESSAGES.badZip;
        return;
      }
      unpacked += chunk.length;
      size += chunk.length;
      if (unpacked > limits.unpackedBytes || (wanted.maxBytes !== undefined && size > wanted.maxBytes)) {
        state.failure = unpacked > limits.unpackedBytes ? TRANSFER_MESSAGES.unpackedTooLarge(limits.unpackedBytes) : TRANSFER_MESSAGES.zipFileTooLarge;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (!final) return;
      state.unfinished -= 1;
      state.failure = onFile(file.name, Buffer.concat(chunks, size));
    };
    try {
      file.start();
    } catch {
      // A compression method we have no decoder for.
      state.failure = TRANSFER_MESSAGES.badZip;
    }
  });
  // Stored (method 0) files are read by default.
  unzip.register(UnzipInflate);
  return {
    state: state as Readonly<typeof state>,
    /** Feed the next bytes; the last call passes `final`. A broken zip ends as badZip, and a file cut short (a truncated upload) too. */
    push(chunk: Uint8Array, final: boolean) {
      try {
        unzip.push(chunk, final);
      } catch {
        state.failure ??= TRANSFER_MESSAGES.badZip;
      }
      if (final && !state.failure && state.unfinished > 0) state.failure = TRANSFER_MESSAGES.badZip;
    },
  };
}

/** UTF-8 text, or null when the bytes are not. */
export function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The text files of a zip, in archive order; refused past the limits or when any file is not UTF-8. */
export function readZip(bytes: Uint8Array, limits: ZipLimits = TRANSFER_LIMITS): ArchiveResult {
  const entries: ArchiveEntry[] = [];
  const reader = zipReader(limits, () => ({}), (name, file) => {
    const text = utf8(file);
    if (text === null) return TRANSFER_MESSAGES.notText;
    entries.push({ name, text });
    return null;
  });
  reader.push(bytes, true);
  return reader.state.failure ? { ok: false, error: reader.state.failure } : { ok: true, entries };
}

/** A zip of text files, deflated; the names are taken as given (the caller makes them unique and safe). */
export function writeZip(files: ArchiveEntry[]): Uint8Array {
  const tree: Zippable = {};
  for (const file of files) tree[file.name] = [strToU8(file.text), { level: 6 }];
  return zipSync(tree);
}
