import { describe, expect, it } from 'vitest';
import {
  addAlias,
  addParameter,
  adoptOrphan,
  checkMemory,
  orphanedValues,
  orphanForAlias,
  promoteAlias,
  removeAlias,
  removeParameter,
  resetParameters,
  setParameterType,
  setParameterValue,
  withoutClaimed,
} from '@/lib/parameter-manager';
import { defaultMemory, normalizeMemory, valuesFromMemory, type ParameterMemory } from '@/lib/parameter-memory';
import { fillPlaceholders } from '@/lib/placeholders';

const memory = (): ParameterMemory => {
  const m = defaultMemory();
  m.name!.value = 'Ada';
  return m;
};
const unwrap = (r: ReturnType<typeof addAlias>) => {
  if (!r.ok) throw new Error(r.error);
  return r.memory;
};

describe('parameter manager rules (spec P2 §5)', () => {
  it('the default aliases are the union of part 1 and part 2: department also answers to role, your role, job role', () => {
    const m = defaultMemory();
    expect(m.department!.aliases).toEqual(expect.arrayContaining(['dept', 'department name', 'department_name', 'role', 'your role', 'job role']));
    expect(m.website!.aliases).toEqual(expect.arrayContaining(['site', 'url', 'web address', 'website name', 'website_url']));
  });

  it('a memory stored before the new default aliases gets them merged in', () => {
    const read = normalizeMemory({ department: { value: 'Sales', aliases: ['department', 'dept'], isCore: true } });
    expect(read.department!.aliases).toEqual(expect.arrayContaining(['role', 'your role', 'job role']));
    expect(fillPlaceholders('!<Your role>!', valuesFromMemory(read))).toBe('Sales');
  });

  it('an alias is trimmed and lower-cased', () => {
    const m = unwrap(addAlias(memory(), 'name', '  My Nickname '));
    expect(m.name!.aliases).toContain('my nickname');
  });

  it('an empty alias is refused with the spec message', () => {
    expect(addAlias(memory(), 'name', '   ')).toEqual({ ok: false, error: 'Please enter a valid alias name.' });
  });

  it('an alias the parameter already has is refused, in any letter case', () => {
    expect(addAlias(memory(), 'name', 'Full Name')).toEqual({ ok: false, error: 'The alias "full name" already exists for name.' });
  });

  it('removes an alias', () => {
    const m = unwrap(removeAlias(memory(), 'name', 'full name'));
    expect(m.name!.aliases).not.toContain('full name');
  });

  it('promotes an alias to a parameter of its own with the same value', () => {
    const m = unwrap(promoteAlias(memory(), 'name', 'full name'));
    expect(m.name!.aliases).not.toContain('full name');
    expect(m['full name']).toEqual({ value: 'Ada', aliases: ['full name'], isCore: false });
  });

  it('refuses to promote an alias when a parameter of that name exists', () => {
    const m = unwrap(addParameter(memory(), 'Nickname'));
    const withAlias = unwrap(addAlias(m, 'name', 'nickname'));
    expect(promoteAlias(withAlias, 'name', 'nickname')).toEqual({ ok: false, error: 'A parameter "nickname" already exists. Cannot promote alias.' });
  });

  it('a new parameter needs a name; it is stored lower-cased with its own name as alias', () => {
    expect(addParameter(memory(), '  ').ok).toBe(false);
    const m = unwrap(addParameter(memory(), '  Industry '));
    expect(m.industry).toEqual({ value: '', aliases: ['industry'], isCore: false });
    expect(addParameter(m, 'INDUSTRY')).toEqual({ ok: false, error: 'A parameter "industry" already exists.' });
  });

  it('core parameters cannot be removed; custom ones can', () => {
    expect(removeParameter(memory(), 'name')).toEqual({ ok: false, error: 'Cannot remove core parameters' });
    const m = unwrap(addParameter(memory(), 'industry'));
    expect(Object.keys(unwrap(removeParameter(m, 'industry')))).not.toContain('industry');
  });

  it('reset gives the five core parameters with default aliases and no values', () => {
    expect(resetParameters()).toEqual(defaultMemory());
  });

  it('setting a value keeps the order of parameters', () => {
    const m = setParameterValue(memory(), 'title', 'CTO');
    expect(Object.keys(m)).toEqual(Object.keys(memory()));
    expect(m.title!.value).toBe('CTO');
  });
});

describe('orphaned values', () => {
  const stored = { yourname: 'Typed Ada', prospectcompany: 'Globex', 'formal,friendly': 'formal', blank: '  ', topic: 'Rust', constructor: 'x' };

  it('are stored values no parameter name or alias claims; select lists and blanks are not', () => {
    expect(orphanedValues(memory(), stored)).toEqual([
      { key: 'prospectcompany', value: 'Globex' },
      { key: 'topic', value: 'Rust' },
      { key: 'constructor', value: 'x' },
    ]);
    expect(orphanedValues(memory(), 'junk')).toEqual([]);
  });

  it('an orphan dropped onto a parameter becomes its alias and the memory then fills that placeholder', () => {
    const withClient = unwrap(addParameter(memory(), 'client'));
    const m = unwrap(adoptOrphan(withClient, 'client', { key: 'prospectcompany', value: 'Globex' }));
    expect(m.client).toEqual({ value: 'Globex', aliases: ['client', 'prospectcompany'], isCore: false });
    expect(fillPlaceholders('Write to !<Prospect company>!.', valuesFromMemory(m))).toBe('Write to Globex.');
    expect(orphanedValues(m, stored).map((o) => o.key)).not.toContain('prospectcompany');
    expect(withoutClaimed(m, stored)).not.toHaveProperty('prospectcompany');
  });

  it('a parameter that has a value keeps it when it adopts an orphan', () => {
    const m = unwrap(adoptOrphan(memory(), 'name', { key: 'topic', value: 'Rust' }));
    expect(m.name!.value).toBe('Ada');
    expect(m.name!.aliases).toContain('topic');
  });

  it('an alias that matches an orphan is found, whatever its spacing and case (it asks for a confirmation)', () => {
    const orphans = orphanedValues(memory(), stored);
    expect(orphanForAlias(orphans, 'Prospect Company')).toEqual({ key: 'prospectcompany', value: 'Globex' });
    expect(orphanForAlias(orphans, 'nickname')).toBeUndefined();
  });
});

describe('checkMemory (the server side of the same rules)', () => {
  const p = (value: string, aliases: string[], isCore = false) => ({ value, aliases, isCore });

  it('lower-cases and trims names and aliases, adds the own name, keeps the core parameters', () => {
    const r = checkMemory([['  Industry ', p(' Retail ', [' Sector ', 'Market'], true)]]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.memory)).toEqual(['name', 'title', 'department', 'company_name', 'website', 'industry']);
    expect(r.memory.industry).toEqual({ value: 'Retail', aliases: ['industry', 'sector', 'market'], isCore: false });
  });

  it('keeps a typed value normalised, refuses one that does not fit, and gives the core parameters no type', () => {
    const r = checkMemory([
      ['deadline', { value: ' 2027-1-5 ', aliases: [], isCore: false, type: 'date' }],
      ['budget', { value: '12,500', aliases: [], isCore: false, type: 'number' }],
      ['title', { value: 'Editor', aliases: [], isCore: true, type: 'date' }],
    ]);
    expect(r).toMatchObject({ ok: false, error: 'The value of deadline must be a date (YYYY-MM-DD)', field: 'parameters.deadline.value' });
    const fixed = checkMemory([
      ['deadline', { value: '2027-01-05', aliases: [], isCore: false, type: 'date' }],
      ['budget', { value: '12,500', aliases: [], isCore: false, type: 'number' }],
      ['title', { value: 'Editor', aliases: [], isCore: true, type: 'date' }],
    ]);
    expect(fixed.ok && [fixed.memory.deadline, fixed.memory.budget, fixed.memory.title]).toEqual([
      { value: '2027-01-05', aliases: ['deadline'], isCore: false, type: 'date' },
      { value: '12500', aliases: ['budget'], isCore: false, type: 'number' },
      { value: 'Editor', aliases: expect.arrayContaining(['title']), isCore: true },
    ]);
  });

  it('a type is set on a parameter of one’s own only, and text is no type', () => {
    const memory = normalizeMemory({ deadline: { value: '', aliases: [], isCore: false } });
    expect(setParameterType(memory, 'deadline', 'date').deadline).toEqual({ value: '', aliases: [], isCore: false, type: 'date' });
    expect(setParameterType(setParameterType(memory, 'deadline', 'date'), 'deadline', 'text').deadline).toEqual({ value: '', aliases: [], isCore: false });
    expect(setParameterType(memory, 'name', 'date')).toBe(memory);
    // Read back from storage, a type outside the list is dropped.
    expect(normalizeMemory({ x: { value: '1', aliases: [], isCore: false, type: 'colour' } }).x).toEqual({ value: '1', aliases: [], isCore: false });
  });

  it('refuses an empty name, an empty alias and a repeated alias with the spec messages', () => {
    expect(checkMemory([[' ', p('', [])]])).toMatchObject({ ok: false, error: 'Please enter a parameter name.' });
    expect(checkMemory([['x', p('', [' '])]])).toMatchObject({ ok: false, error: 'Please enter a valid alias name.' });
    expect(checkMemory([['x', p('', ['a', 'A '])]])).toMatchObject({ ok: false, error: 'The alias "a" already exists for x.', field: 'parameters.x.aliases' });
    expect(checkMemory([['Colour', p('', [])], ['colour', p('', [])]])).toMatchObject({ ok: false, error: 'A parameter "colour" already exists.' });
  });
});
