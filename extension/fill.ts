// A prompt's form in the popup, as the app's viewer makes it: the placeholders a person fills (shared
// with the MCP server's form, lib/mcp/placeholder-form.ts), each prefilled from the parameter memory
// by name or alias, else from the prompt's default. A remembered value is taken only when it fits its
// input (one of a select's options, a date for a date), as in the viewer (lib/placeholder-fields.ts).
import { fillablePlaceholders } from '../lib/mcp/placeholder-form';
import { fieldStates, type FieldStates } from '../lib/placeholder-fields';
import { countFilled, fillPlaceholders, type Placeholder } from '../lib/placeholders';

export function promptForm(content: string, memory: Readonly<Record<string, string>>): { fields: Placeholder[]; values: Record<string, string> } {
  const fields = fillablePlaceholders(content);
  const { byKey } = fieldStates(fields, {}, memory);
  const prefilled = fields.filter((p) => byKey[p.key]!.source === 'memory' || byKey[p.key]!.source === 'default');
  return { fields, values: Object.fromEntries(prefilled.map((p) => [p.key, byKey[p.key]!.shown])) };
}

/** The form as it stands: each field's state, the built text, and whether it may be used. */
export function formState(content: string, fields: Placeholder[], values: Readonly<Record<string, string>>): { states: FieldStates; text: string; filled: number; total: number; ready: boolean } {
  const states = fieldStates(fields, values, {});
  const { filled, total } = countFilled(fields, states.values);
  return { states, text: fillPlaceholders(content, states.values), filled, total, ready: filled === total && states.invalid === 0 };
}
