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

/** The text files of a zip, in archive order; refused past the limits or when any file is not UTF-8. */
export function readZip(bytes: Uint8Array, limits: { zipEntries: number; unpackedBytes: number } = TRANSFER_LIMITS): ArchiveResult {
  const files: { name: string; chunks: Uint8Array[]; done: boolean }[] = [];
  let unpacked = 0;
  let entries = 0;
  let failure: string | null = null;
  const unzip = new Unzip((file) => {
    if (failure || isSkipped(file.name)) return;
    entries += 1;
    if (entries > limits.zipEntries) {
      failure = TRANSFER_MESSAGES.tooManyEntries;
      return;
    }
    const collected = { name: file.name, chunks: [] as Uint8Array[], done: false };
    files.push(collected);
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = TRANSFER_MESSAGES.badZip;
        return;
      }
      unpacked += chunk.length;
      if (unpacked > limits.unpackedBytes) {
        failure = TRANSFER_MESSAGES.unpackedTooLarge(limits.unpackedBytes);
        file.terminate();
        return;
      }
      collected.chunks.push(chunk);
      if (final) collected.done = true;
    };
    try {
      file.start();
    } catch {
      // A compression method we have no decoder for.
      failure = TRANSFER_MESSAGES.badZip;
    }
  });
  // Stored (method 0) files are read by default.
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    failure ??= TRANSFER_MESSAGES.badZip;
  }
  // A file cut short (a truncated upload) never sees its last chunk.
  if (!failure && files.some((f) => !f.done)) failure = TRANSFER_MESSAGES.badZip;
  if (failure) return { ok: false, error: failure };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const out: ArchiveEntry[] = [];
  for (const file of files) {
    const whole = new Uint8Array(file.chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of file.chunks) {
      whole.set(chunk, at);
      at += chunk.length;
    }
    try {
      out.push({ name: file.name, text: decoder.decode(whole) });
    } catch {
      return { ok: false, error: TRANSFER_MESSAGES.notText };
    }
  }
  return { ok: true, entries: out };
}

/** A zip of text files, deflated; the names are taken as given (the caller makes them unique and safe). */
export function writeZip(files: ArchiveEntry[]): Uint8Array {
  const tree: Zippable = {};
  for (const file of files) tree[file.name] = [strToU8(file.text), { level: 6 }];
  return zipSync(tree);
}
