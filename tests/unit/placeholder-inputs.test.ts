import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, normaliseValue, parsePlaceholders, uniquePlaceholders, writePlaceholder, type InputSpec } from '@/lib/placeholders';

const one = (text: string) => {
  const [p] = parsePlaceholders(text);
  if (!p) throw new Error(`no placeholder in ${text}`);
  return p;
};

describe('typed inputs: the grammar', () => {
  it('reads each type with its settings', () => {
    expect(one('!<Deadline | date>!')).toMatchObject({ label: 'Deadline', key: 'deadline', input: { type: 'date', required: true } });
    expect(one('!<Word count | number min=50 max=2000 default=300>!').input).toEqual({ type: 'number', required: true, min: 50, max: 2000, default: '300' });
    expect(one('!<Include sources | checkbox yes="with sources" no="without sources" default=yes>!').input).toEqual({
      type: 'checkbox',
      required: true,
      yes: 'with sources',
      no: 'without sources',
      default: 'true',
    });
    expect(one('!<Background | long text, optional, help="What the reader already knows, briefly">!').input).toEqual({
      type: 'longtext',
      required: false,
      help: 'What the reader already knows, briefly',
    });
    expect(one('!<Tone | select: formal / friendly* / playful>!').input).toEqual({ type: 'select', required: true, options: ['formal', 'friendly', 'playful'], default: 'friendly' });
    expect(one('!<Channels | multi-select: email* / sms / push*, optional>!').input).toEqual({
      type: 'multiselect',
      required: false,
      options: ['email', 'sms', 'push'],
      default: 'email, push',
    });
    expect(one('!<Start | date and time>!').input.type).toBe('datetime');
    expect(one('!<Meeting | time default=9:30>!').input).toEqual({ type: 'time', required: true, default: '09:30' });
    expect(one('!<Reply to | email>!').input.type).toBe('email');
    expect(one('!<Site | url>!').input.type).toBe('url');
    expect(one('!<Notes | optional>!').input).toEqual({ type: 'text', required: false });
    expect(one('!<Audience | help="Who reads it">!').input).toEqual({ type: 'text', required: true, help: 'Who reads it' });
  });

  it('types work in the curly and caret forms too, never in the pipe form', () => {
    expect(one('!{Budget | number min=0}!').input).toMatchObject({ type: 'number', min: 0 });
    expect(one('!^Language | select: English / French^!').input.options).toEqual(['English', 'French']);
    expect(one('!|a | date, b|!')).toMatchObject({ kind: 'pipe', input: { type: 'select' }, options: ['a | date', 'b'] });
  });

  it('the first occurrence defines the input; a later bare label is the same input', () => {
    const unique = uniquePlaceholders(parsePlaceholders('By !<Deadline | date>!, then again !<deadline>!.'));
    expect(unique).toHaveLength(1);
    expect(unique[0]!.input.type).toBe('date');
    expect(fillPlaceholders('By !<Deadline | date>!, then again !<deadline>!.', { deadline: '2026-12-01' })).toBe('By 2026-12-01, then again 2026-12-01.');
  });

  it('keeps what it cannot understand as a warning, never an error', () => {
    const p = one('!<Count | number min=ten max=5 colour=red>!');
    expect(p.input).toEqual({ type: 'number', required: true, max: 5 });
    expect(p.warnings).toHaveLength(2);
    // A bare word that is no setting reads as prose: the whole body is the label, as before typed inputs.
    expect(one('!<Subject | text of the email>!')).toMatchObject({ label: 'Subject | text of the email', input: { type: 'text', required: true }, warnings: [] });
    expect(one('!<When | date, optional please>!').label).toBe('When | date, optional please');
    expect(one('!<Size | number min=9 max=1>!').warnings[0]).toMatch(/more than max/);
    expect(one('!<Pick | select>!')).toMatchObject({ input: { type: 'text' }, warnings: [expect.stringMatching(/after a colon/)] });
    expect(one('!<Pick | select: / />!')).toMatchObject({ input: { type: 'text' }, warnings: [expect.stringMatching(/no options/)] });
    expect(one('!<When | date default=tomorrow>!')).toMatchObject({ input: { type: 'date' }, warnings: [expect.stringMatching(/default=tomorrow/)] });
    expect(one('!<Tone | select: a / b, default=c>!').input.default).toBeUndefined();
  });

  it('never throws and stays linear on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(() => fillPlaceholders(text, {})).not.toThrow();
      }),
      { numRuns: 2000 },
    );
    const hostile = `!<a | ${'number min=1 '.repeat(800)}>!`;
    expect(() => parsePlaceholders(hostile)).not.toThrow();
  });
});

describe('typed inputs: building', () => {
  it('builds a checkbox as its words, a default when no value was given, and nothing for an empty optional input', () => {
    const text = 'Write !<Word count | number default=300>! words !<Include sources | checkbox yes="with sources" no="without sources">!. !<Background | long text, optional>!';
    expect(fillPlaceholders(text, { includesources: 'true' })).toBe('Write 300 words with sources.');
    expect(fillPlaceholders(text, { wordcount: '500', includesources: 'false', background: 'Readers are new.' })).toBe('Write 500 words without sources. Readers are new.');
    // A value given as blank is not 'no value': the required input stays as written.
    expect(fillPlaceholders(text, { wordcount: '', includesources: 'true' })).toBe('Write !<Word count | number default=300>! words with sources.');
  });

  it('leaves no double space, no space before punctuation and no blank line where an optional input was', () => {
    expect(fillPlaceholders('Hello !<Title | optional>! Ada.', {})).toBe('Hello Ada.');
    expect(fillPlaceholders('Hello Ada !<Title | optional>!.', {})).toBe('Hello Ada.');
    expect(fillPlaceholders('One\n!<Extra | optional>!\nTwo', {})).toBe('One\nTwo');
    expect(fillPlaceholders('!<Extra | optional>! Two', {})).toBe('Two');
    expect(fillPlaceholders('One\n!<Extra | optional>!', {})).toBe('One');
  });

  it('drops a lead-in left with nothing after it: the sentence or line of an empty optional input', () => {
    const trip = 'Trip to !<City>!. Where I am staying: !<Hotel area | optional>!. Dietary needs: !<Diet | optional>!. Pace: relaxed.';
    expect(fillPlaceholders(trip, { city: 'Lisbon' })).toBe('Trip to Lisbon. Pace: relaxed.');
    expect(fillPlaceholders(trip, { city: 'Lisbon', diet: 'vegetarian' })).toBe('Trip to Lisbon. Dietary needs: vegetarian. Pace: relaxed.');
    expect(fillPlaceholders(trip, { city: 'Lisbon', hotelarea: 'Alfama' })).toBe('Trip to Lisbon. Where I am staying: Alfama. Pace: relaxed.');
    expect(fillPlaceholders('Budget: 500\nNotes: !<Notes | optional>!\nDeadline: Friday', {})).toBe('Budget: 500\nDeadline: Friday');
    expect(fillPlaceholders('We sell tea. Notes: !<Notes | optional>!', {})).toBe('We sell tea.');
    // Not a lead-in: words after the input, a colon inside the sentence, or a time.
    expect(fillPlaceholders('Known costs: !<Costs | optional>! so far.', {})).toBe('Known costs: so far.');
    expect(fillPlaceholders('Meet at 10:30 !<Room | optional>!.', {})).toBe('Meet at 10:30.');
    expect(fillPlaceholders('We sell tea. !<Anything else | long text, optional>!', {})).toBe('We sell tea.');
  });

  it('drops every lead-in of a long text of empty optional inputs', () => {
    const long = Array.from({ length: 400 }, (_, i) => `Item ${i}: !<Field ${i} | optional>!.`).join(' ');
    expect(fillPlaceholders(long, {})).toBe('');
    expect(fillPlaceholders(`Keep this. ${long}`, { field7: 'seven' })).toBe('Keep this. Item 7: seven.');
  });
});

describe('typed inputs: values', () => {
  const number: InputSpec = { type: 'number', required: true, min: 50, max: 2000, step: 10 };
  it('normalises and checks values by type', () => {
    expect(normaliseValue(number, ' 1,200 ')).toEqual({ ok: true, value: '1200' });
    expect(normaliseValue(number, '20')).toEqual({ ok: false, message: 'must be at least 50' });
    expect(normaliseValue(number, '2010')).toEqual({ ok: false, message: 'must be at most 2000' });
    expect(normaliseValue(number, '55')).toMatchObject({ ok: false });
    expect(normaliseValue({ type: 'date', required: true }, '2026-02-30')).toMatchObject({ ok: false });
    expect(normaliseValue({ type: 'date', required: true }, '2028-02-29')).toEqual({ ok: true, value: '2028-02-29' });
    expect(normaliseValue({ type: 'datetime', required: true }, '2026-11-26 9:05')).toEqual({ ok: true, value: '2026-11-26T09:05' });
    expect(normaliseValue({ type: 'url', required: true }, 'example.com')).toEqual({ ok: true, value: 'https://example.com' });
    expect(normaliseValue({ type: 'email', required: true }, 'ada@')).toMatchObject({ ok: false });
    expect(normaliseValue({ type: 'multiselect', required: true, options: ['a', 'b', 'c'] }, 'C, a')).toEqual({ ok: true, value: 'a, c' });
    expect(normaliseValue({ type: 'select', required: true, options: ['Formal'] }, 'formal')).toEqual({ ok: true, value: 'Formal' });
    expect(normaliseValue({ type: 'checkbox', required: true, yes: 'with sources' }, 'With sources')).toEqual({ ok: true, value: 'true' });
    expect(normaliseValue({ type: 'text', required: true }, '  kept as typed ')).toEqual({ ok: true, value: '  kept as typed ' });
  });
});

describe('typed inputs: writing', () => {
  it('writes what the reader reads back, for any input', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,6}( [A-Za-z]{1,6}){0,2}$/);
    const spec = fc.oneof(
      fc.record({ type: fc.constantFrom('text' as const, 'longtext' as const, 'date' as const, 'email' as const, 'url' as const), required: fc.boolean(), help: fc.option(word, { nil: undefined }) }),
      fc.record({ type: fc.constant('number' as const), required: fc.boolean(), min: fc.option(fc.integer({ min: -50, max: 0 }), { nil: undefined }), max: fc.option(fc.integer({ min: 1, max: 900 }), { nil: undefined }) }),
      fc.record({ type: fc.constant('checkbox' as const), required: fc.constant(true), yes: fc.option(word, { nil: undefined }), default: fc.option(fc.constantFrom('true', 'false'), { nil: undefined }) }),
      fc.record({ type: fc.constantFrom('select' as const, 'multiselect' as const), required: fc.boolean(), options: fc.uniqueArray(word, { minLength: 1, maxLength: 5, selector: (w) => w.toLowerCase() }) }),
    );
    fc.assert(
      fc.property(word, spec, (label, raw) => {
        const input = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as InputSpec;
        const written = writePlaceholder(label, input);
        const [p] = parsePlaceholders(`Use ${written} here`);
        expect(p?.label).toBe(label);
        expect(p?.input).toEqual(input);
        expect(p?.warnings).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it('keeps the marker whole whatever the texts hold', () => {
    const written = writePlaceholder('Who! <you>', { type: 'select', required: false, options: ['a/b', 'c, d', 'e!'], help: 'Say "hi"\nthere' });
    const [p] = parsePlaceholders(written);
    expect(p).toMatchObject({ label: 'Who you', input: { type: 'select', required: false, options: ['a∕b', 'c; d', 'e'], help: 'Say ”hi” there' } });
    expect(writePlaceholder('Topic', { type: 'text', required: true })).toBe('!<Topic>!');
  });
});
