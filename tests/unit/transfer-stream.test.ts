import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { toExportDocument } from '@/lib/transfer/document';
import { toMarkdown } from '@/lib/transfer/markdown';
import { readImportFile } from '@/lib/transfer/read';
import { readFileStream, type ByteSource, type ReadEvent } from '@/lib/transfer/stream';
import { TRANSFER_MESSAGES } from '@/lib/transfer/text';
import { langfuseExport, libreChatExport, openWebUiExport, promptsChatCsv } from '../fixtures/import-formats';

// The streamed reader of large files (docs/import-export.md#large-files): the same rows as the
// in-memory reader for every format, whatever the chunk boundaries, and the same clear refusals.

const bytes = (text: string) => new TextEncoder().encode(text);

/** The bytes in chunks of `size`, so that boundaries fall inside tokens, characters and zip records. */
const chunked =
  (data: Uint8Array, size: number): ByteSource =>
  async function* () {
    for (let at = 0; at < data.length; at += size) yield data.slice(at, at + size);
  };

async function read(name: string, data: Uint8Array, size = 7, asked: Parameters<typeof readFileStream>[2] = null) {
  const events: ReadEvent[] = [];
  for await (const event of readFileStream(name, chunked(data, size), asked)) events.push(event);
  const error = events.find((e) => e.kind === 'error');
  if (error) return { ok: false as const, error: error.error };
  const format = events.find((e) => e.kind === 'format');
  return { ok: true as const, format: format?.format, rows: events.flatMap((e) => (e.kind === 'row' ? [e.row] : [])) };
}

const dated = { createdAt: new Date('2025-01-01T00:00:00.000Z'), updatedAt: new Date('2025-02-01T00:00:00.000Z') };
const ours = toExportDocument([
  { title: 'Launch email', description: 'Announce a launch.', content: 'Write a launch email for !<Product>! — ünïcode ✓.', categoryName: 'Marketing', userCategoryName: null, viewable: 'private', accessLevel: 'free', ...dated },
  { title: 'Status report', description: 'A weekly report.', content: 'Report for !<Company name>!.', categoryName: null, userCategoryName: 'Client work', viewable: 'public', accessLevel: 'free', ...dated },
]);

describe('a streamed file gives the rows the in-memory reader gives', () => {
  it.each([
    ['Open WebUI', openWebUiExport.name, openWebUiExport.text],
    ['LibreChat', libreChatExport.name, libreChatExport.text],
    ['prompts.chat', promptsChatCsv.name, promptsChatCsv.text],
    ['Langfuse', langfuseExport.name, langfuseExport.text],
    ['our JSON', 'promptloom.json', JSON.stringify(ours, null, 2)],
    ['one LibreChat group (no list)', 'group.json', JSON.stringify({ name: 'Solo', oneliner: 'One group alone.', productionPrompt: { prompt: 'Say hello to {{name}}.' } })],
  ])('%s, in chunks of 7 bytes and of 64 KiB', async (_label, name, text) => {
    const whole = readImportFile(name, bytes(text));
    expect(whole.ok).toBe(true);
    for (const size of [7, 64 * 1024]) expect(await read(name, bytes(text), size)).toEqual(whole);
  });

  it('our Markdown zip, one file at a time, with its dates', async () => {
    const files = Object.fromEntries(ours.prompts.map((p, i) => [`prompts/${i + 1}.md`, strToU8(toMarkdown(p))]));
    const zip = zipSync(files);
    const streamed = await read('p.zip', zip, 100);
    expect(streamed).toEqual(readImportFile('p.zip', zip));
    expect(streamed.ok && streamed.rows.map((r) => [r.title, r.createdAt])).toEqual([
      ['Launch email', '2025-01-01T00:00:00.000Z'],
      ['Status report', '2025-01-01T00:00:00.000Z'],
    ]);
  });
});

describe('refusals, as clear as the in-memory reader’s', () => {
  it.each([
    ['an empty file', 'x.json', new Uint8Array(), TRANSFER_MESSAGES.emptyFile],
    ['bytes that are not UTF-8', 'x.json', new Uint8Array([0x5b, 0xff, 0xfe, 0x81, 0x5d]), TRANSFER_MESSAGES.notText],
    ['a newer version of ours', 'x.json', bytes(JSON.stringify({ format: 'promptloom', version: 9, prompts: [{ title: 'x' }] })), TRANSFER_MESSAGES.newerVersion(9)],
    ['no prompts', 'x.json', bytes(JSON.stringify({ format: 'promptloom', version: 1, prompts: [] })), TRANSFER_MESSAGES.noPrompts],
    ['JSON in no known format', 'x.json', bytes('[{"hello":"world"}]'), TRANSFER_MESSAGES.unknownFormat],
    ['a CSV without the columns', 'x.csv', bytes('name,text\na,b\n'), TRANSFER_MESSAGES.csvColumns],
    ['more than 20,000 prompts', 'x.csv', bytes(`act,prompt\n${'Title,Some content that is long enough\n'.repeat(20_001)}`), TRANSFER_MESSAGES.tooManyRows],
  ])('%s', async (_label, name, data, error) => {
    expect(await read(name, data, 1000)).toEqual({ ok: false, error });
  });

  it('broken JSON and a zip cut short', async () => {
    expect(await read('x.json', bytes('{"format": "promptloom", "prompts": [{"title": '))).toMatchObject({ ok: false, error: expect.stringMatching(/^The file is not valid JSON/) });
    const zip = zipSync({ 'a.md': [strToU8('# A title\n\nSome content that is long enough.'.repeat(50)), { level: 0 }] });
    expect(await read('a.zip', zip.slice(0, zip.length / 2))).toEqual({ ok: false, error: TRANSFER_MESSAGES.badZip });
  });
});
