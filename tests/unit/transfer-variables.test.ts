import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parsePlaceholders } from '@/lib/placeholders';
import { labelFromName, parseOpenWebUiSpec, selectPlaceholder, translateDollar, translateMustache } from '@/lib/transfer/variables';
import { uniquePlaceholders } from '@/lib/placeholders';

// The variable translators of the import (docs/import-export.md "Variables").

const kinds = (text: string) => parsePlaceholders(text).map((p) => `${p.kind}:${p.label}`);

describe('labels from variable names', () => {
  it('reads snake, camel and shouting case as words, so the parameter memory recognises them', () => {
    expect(labelFromName('company_name')).toBe('Company name');
    expect(labelFromName('criticLevel')).toBe('Critic level');
    expect(labelFromName('USER_NAME')).toBe('User name');
    expect(labelFromName('Mother Language')).toBe('Mother Language');
  });

  it('drops characters that would end a marker and never answers an empty label', () => {
    expect(labelFromName('a!b>c')).toBe('A b c');
    expect(labelFromName('!!')).toBe('Value');
  });
});

describe('Open WebUI', () => {
  it('turns a plain variable into a free-text placeholder', () => {
    expect(translateMustache('Hello {{name}}!', 'open-webui').content).toBe('Hello !<Name>!!');
  });

  it('keeps a select a select, named, with its options in order, its default and its required flag', () => {
    const { content, notes } = translateMustache('{{priority | select:options=["Critical","High","Low"]:default="High":required}}', 'open-webui');
    expect(content).toBe('!<Priority | select: Critical / High* / Low>!');
    expect(parsePlaceholders(content)[0]!.input).toEqual({ type: 'select', required: true, options: ['Critical', 'High', 'Low'], default: 'High' });
    expect(notes).toEqual([]);
  });

  it('maps typed variables one to one: type, default, required, placeholder as help', () => {
    const { content, notes } = translateMustache(
      '{{steps | textarea:placeholder="One per line":required}} {{count | number:min=1:max=10:default=3}} {{quotes | checkbox:label="Include key quotes":default=true}} {{due | date}} {{at | datetime-local:required}} {{mail | email}} {{site | url}} {{slot | time}} {{shade | color}}',
      'open-webui',
    );
    expect(parsePlaceholders(content).map((p) => [p.label, p.input])).toEqual([
      ['Steps', { type: 'longtext', required: true, help: 'One per line' }],
      ['Count', { type: 'number', required: false, min: 1, max: 10, default: '3' }],
      ['Include key quotes', { type: 'checkbox', required: true, default: 'true' }],
      ['Due', { type: 'date', required: false }],
      ['At', { type: 'datetime', required: true }],
      ['Mail', { type: 'email', required: false }],
      ['Site', { type: 'url', required: false }],
      ['Slot', { type: 'time', required: false }],
      ['Shade', { type: 'text', required: false }],
    ]);
    // Only what has no equivalent is named.
    expect(notes).toEqual(["Open WebUI's 'color' input has no equivalent here: 'shade' became a free-text input."]);
  });

  it('drops a default that does not fit its type, and says so', () => {
    const { content, notes } = translateMustache('{{due | date:default="soon"}}', 'open-webui');
    expect(parsePlaceholders(content)[0]!.input).toEqual({ type: 'date', required: false });
    expect(notes).toEqual(["The default of 'due' does not fit its type and was dropped."]);
  });

  it('names system variables for what they hold, the user name as the parameter memory calls it', () => {
    const { content } = translateMustache('{{USER_NAME}} on {{CURRENT_DATE}}: {{prompt:start:100}} {{MESSAGES:END:2|middletruncate:500}}', 'open-webui');
    expect(kinds(content)).toEqual(['angle:Your name', 'angle:Current date', 'angle:Text', 'angle:Conversation']);
  });

  it('reads property values holding colons inside quotes or brackets', () => {
    expect(parseOpenWebUiSpec('text:placeholder="e.g. 10:30":required')).toEqual({ type: 'text', props: { placeholder: '"e.g. 10:30"', required: 'true' } });
    expect(parseOpenWebUiSpec('select:options=["a:1","b"]').props.options).toBe('["a:1","b"]');
  });

  it('reads a variable typed once and bare elsewhere as one input, whichever comes first', () => {
    const options = '["Light","Medium","Strong"]';
    for (const text of [`{{strength | select:options=${options}}} … {{strength}}`, `{{strength}} … {{strength | select:options=${options}}}`]) {
      const inputs = uniquePlaceholders(parsePlaceholders(translateMustache(text, 'open-webui').content));
      expect(inputs.map((p) => [p.label, p.input?.type])).toEqual([['Strength', 'select']]);
    }
    // Options holding ',' take the pipe form, whose key is its options: the bare one repeats it.
    const piped = translateMustache('{{strength | select:options=["Light, soft","Strong"]}} then {{strength}}', 'open-webui').content;
    expect(piped).toBe('!|Light; soft, Strong|! then !|Light; soft, Strong|!');
    expect(uniquePlaceholders(parsePlaceholders(piped))).toHaveLength(1);
  });

  it('names every part a fallback drops: default, required or optional flag, hint, number range', () => {
    const piped = translateMustache('{{tone | select:options=["a, b","c"]:default="c":placeholder="Pick one"}}', 'open-webui');
    expect(piped.notes).toEqual(["'tone' became a select list without its default, optional flag and hint: its options hold '/' or ','."]);
    const unknown = translateMustache('{{size | slider:min=1:max=5:default=2:required}}', 'open-webui');
    expect(unknown.content).toBe('!<Size>!');
    expect(unknown.notes).toEqual(["Open WebUI's 'slider' input is unknown here; it became a free-text placeholder, without its default and number range."]);
    const empty = translateMustache('{{pick | select:placeholder="Choose"}}', 'open-webui');
    expect(empty.notes).toEqual(["The select 'pick' has no options; it became a free-text placeholder, without its optional flag and hint."]);
    const range = translateMustache('{{count | number:min=one:max=9}}', 'open-webui');
    expect(parsePlaceholders(range.content)[0]!.input).toMatchObject({ type: 'number', max: 9 });
    expect(range.notes).toEqual(["'count' lost its number range's min: 'one' is not a number."]);
    const long = translateMustache(`{{steps | textarea:placeholder="${'x'.repeat(480)}"}}`, 'open-webui');
    expect(long.notes).toEqual(["'steps' lost its hint: it did not fit in a placeholder."]);
  });

  it('leaves empty braces as they are', () => {
    expect(translateMustache('a {{ }} b', 'open-webui').content).toBe('a {{ }} b');
  });
});

describe('LibreChat', () => {
  it('turns {{var}} into free text and the dropdown {{var:a|b}} into a select named by the variable', () => {
    const { content } = translateMustache('Trip to {{destination}} at a {{pace:relaxed|balanced|packed}} pace', 'librechat');
    expect(content).toBe('Trip to !<Destination>! at a !<Pace | select: relaxed / balanced / packed>! pace');
    // Options holding a comma or a slash keep their words in the pipe form.
    expect(translateMustache('{{fmt:a/b|c, d}}', 'librechat').content).toBe('!|a/b, c; d|!');
  });

  it('reads {{current_user}} as the user name', () => {
    expect(translateMustache('for {{current_user}}', 'librechat').content).toBe('for !<Your name>!');
  });
});

describe('Langfuse', () => {
  it('turns every {{variable}} into free text', () => {
    expect(translateMustache('As a {{criticLevel}} critic, do you like {{ movie }}?', 'langfuse').content).toBe('As a !<Critic level>! critic, do you like !<Movie>!?');
  });
});

describe('prompts.chat', () => {
  it('leaves a nested ${${x}} as text, not a broken placeholder', () => {
    const { content } = translateDollar('Keep ${${x}} as written, fill ${y}');
    expect(content).toBe('Keep ${${x}} as written, fill !<Y>!');
    expect(kinds(content)).toEqual(['angle:Y']);
  });

  it('turns ${name} into free text and ${name:default} into free text that keeps its default', () => {
    const { content, notes } = translateDollar('Interview for ${Position:Software Developer} in ${City}');
    expect(content).toBe('Interview for !<Position | default="Software Developer">! in !<City>!');
    expect(fillPlaceholders(content, { city: 'Lyon' })).toBe('Interview for Software Developer in Lyon');
    expect(notes).toEqual([]);
  });
});

describe('select lists', () => {
  it('keep options that hold commas, bars or exclamation marks inside the grammar', () => {
    const select = selectPlaceholder(['Yes, please', 'No!', 'A|B']);
    expect(select).toBe('!|Yes; please, No, A/B|!');
    expect(parsePlaceholders(select!)[0]!.options).toEqual(['Yes; please', 'No', 'A/B']);
  });

  it('become free text, with a note, when the options are longer than a placeholder may be', () => {
    const options = Array.from({ length: 30 }, (_, i) => `A rather long option number ${i}`);
    const { content, notes } = translateMustache(`{{choice:${options.join('|')}}}`, 'librechat');
    expect(content).toBe('!<Choice>!');
    expect(notes).toEqual(["The options of 'choice' do not fit a select list; it became a free-text placeholder."]);
  });
});
