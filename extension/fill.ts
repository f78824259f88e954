// A prompt's form in the popup, as the app's viewer makes it: the placeholders a person fills (shared
// with the MCP server's form, lib/mcp/placeholder-form.ts), each prefilled from the parameter memory
// by name or alias. A select takes a remembered value only when it is one of its options.
import { fillablePlaceholders } from '../lib/mcp/placeholder-form';
import { ownValue } from '../lib/own';
import type { Placeholder } from '../lib/placeholders';

export function promptForm(content: string, memory: Readonly<Record<string, string>>): { fields: Placeholder[]; values: Record<string, string> } {
  const fields = fillablePlaceholders(content);
  const values = new Map<string, string>();
  for (const p of fields) {
    // Keys come from the prompt's text ('!<constructor>!'): own properties of the memory only.
    const remembered = ownValue(memory, p.key);
    if (remembered && (p.kind !== 'pipe' || p.options.includes(remembered))) values.set(p.key, remembered);
  }
  return { fields, values: Object.fromEntries(values) };
}
