import { describe, expect, it } from 'vitest';
import { parsePlaceholders } from '@/lib/placeholders';
import { labelFromName, parseOpenWebUiSpec, selectPlaceholder, translateDollar, translateMustache } from '@/lib/transfer/variables';

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

  it('keeps a select a select, with its options in order', () => {
    const { content, notes } = translateMustache('{{priority | select:options=["Critical","High","Low"]:default="High":required}}', 'open-webui');
    expect(content).toBe('!|Critical, High, Low|!');
    expect(kinds(content)).toEqual(['pipe:Critical / High / Low']);
    expect(notes).toEqual(['Default values were dropped: our placeholders have none.']);
  });

  it('reads typed inputs as free text and a checkbox as a yes-or-no question', () => {
    const { content } = translateMustache('{{steps | textarea:required}} {{count | number:min=1:max=10}} {{quotes | checkbox:label="Include key quotes"}}', 'open-webui');
    expect(kinds(content)).toEqual(['angle:Steps', 'angle:Count', 'angle:Include key quotes (yes or no)']);
  });

  it('names system variables for what they hold, the user name as the parameter memory calls it', () => {
    const { content } = translateMustache('{{USER_NAME}} on {{CURRENT_DATE}}: {{prompt:start:100}} {{MESSAGES:END:2|middletruncate:500}}', 'open-webui');
    expect(kinds(content)).toEqual(['angle:Your name', 'angle:Current date', 'angle:Text', 'angle:Conversation']);
  });

  it('reads property values holding colons inside quotes or brackets', () => {
    expect(parseOpenWebUiSpec('text:placeholder="e.g. 10:30":required')).toEqual({ type: 'text', props: { placeholder: '"e.g. 10:30"', required: 'true' } });
    expect(parseOpenWebUiSpec('select:options=["a:1","b"]').props.options).toBe('["a:1","b"]');
  });

  it('leaves empty braces as they are', () => {
    expect(translateMustache('a {{ }} b', 'open-webui').content).toBe('a {{ }} b');
  });
});

describe('LibreChat', () => {
  it('turns {{var}} into free text and the dropdown {{var:a|b}} into a select', () => {
    const { content } = translateMustache('Trip to {{destination}} at a {{pace:relaxed|balanced|packed}} pace', 'librechat');
    expect(content).toBe('Trip to !<Destination>! at a !|relaxed, balanced, packed|! pace');
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
  it('turns ${name} and ${name:default} into free text and says the defaults were dropped', () => {
    const { content, notes } = translateDollar('Interview for ${Position:Software Developer} in ${City}');
    expect(content).toBe('Interview for !<Position>! in !<City>!');
    expect(notes).toHaveLength(1);
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
    expect(notes[0]).toMatch(/do not fit a select list/);
  });
});
