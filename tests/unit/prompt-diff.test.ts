import { describe, expect, it } from 'vitest';
import { inputsDiff, keepRename, textDiff, unkeptRenames } from '@/lib/prompt-diff';
import { lookupValue, parsePlaceholders } from '@/lib/placeholders';
import { fieldStates } from '@/lib/placeholder-fields';
import { fillPrompt } from '@/lib/mcp/placeholder-form';

describe('inputsDiff', () => {
  it('names what was added, removed, renamed in place, and changed in type, default or options', () => {
    const before = 'For !<Company>! by !<Deadline>!, tone !<Tone | select: formal / friendly>!, about !<Topic>!.';
    const after = 'For !<Organisation name>! by !<Deadline | date>!, tone !<Tone | select: formal / friendly* / playful>!, in !<Words | number>! words.';
    expect(inputsDiff(before, after)).toEqual([
      { kind: 'renamed', from: 'Company', to: 'Organisation name', fromKey: 'company', toKey: 'organisationname' },
      { kind: 'changed', label: 'Deadline', what: ['type: text → date'] },
      { kind: 'changed', label: 'Tone', what: ['default: none → friendly', 'options: formal, friendly → formal, friendly, playful'] },
      { kind: 'renamed', from: 'Topic', to: 'Words', fromKey: 'topic', toKey: 'words' },
      { kind: 'changed', label: 'Words', what: ['type: text → number'] },
    ]);
  });

  it('an input that moved is no rename; one that is gone is removed', () => {
    expect(inputsDiff('!<A>! !<B>! !<C>!', '!<C>! !<A>!')).toEqual([{ kind: 'removed', label: 'B' }]);
    expect(inputsDiff('!<A>!', '!<A>! !<New>!')).toEqual([{ kind: 'added', label: 'New' }]);
    expect(inputsDiff('same !<A>!', 'same !<A>!')).toEqual([]);
  });
});

describe('textDiff', () => {
  it('keeps, adds and removes whole lines', () => {
    expect(textDiff('one\ntwo\nthree\n', 'one\n2\nthree\n')).toEqual([
      { kind: 'same', text: 'one\n' },
      { kind: 'removed', text: 'two\n' },
      { kind: 'added', text: '2\n' },
      { kind: 'same', text: 'three\n' },
    ]);
    // One entry a line, also where several lines change together.
    expect(textDiff('a', 'a\nb\nc')).toEqual([
      { kind: 'removed', text: 'a' },
      { kind: 'added', text: 'a\n' },
      { kind: 'added', text: 'b\n' },
      { kind: 'added', text: 'c' },
    ]);
  });
});

describe('keeping a rename', () => {
  it('offers each rename whose new input does not keep the old name, and keeps it in the marker', () => {
    const before = 'From !<Company>! to !{Team}!, tone !|a, b|!.';
    const after = 'From !<Organisation name | help="Legal name">! to !{Group}!, tone !|a, c|!.';
    const renames = unkeptRenames(before, after);
    expect(renames.map((r) => [r.from, r.to])).toEqual([
      ['Company', 'Organisation name'],
      ['Team', 'Group'],
    ]);
    const kept = keepRename(keepRename(after, renames[0]!), renames[1]!);
    expect(kept).toBe('From !<Organisation name | help="Legal name", was=Company>! to !{Group | was=Team}!, tone !|a, c|!.');
    expect(unkeptRenames(before, kept)).toEqual([]);
  });

  it('a kept old name still finds the values remembered under it, by key, in the viewer and over MCP', () => {
    const [p] = parsePlaceholders('!<Organisation name | was="Company">!');
    expect(fieldStates([p!], {}, { company: 'Acme' }).byKey.organisationname).toEqual({ shown: 'Acme', source: 'memory' });
    expect(fillPrompt('!<Organisation name | was="Company">!', [p!], {}, { company: 'Acme' }).text).toBe('Acme');
    // The new name wins where both are kept.
    expect(lookupValue(p!, { company: 'Acme', organisationname: 'Acme Ltd' })).toBe('Acme Ltd');
  });
});
