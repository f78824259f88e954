import { describe, expect, it } from 'vitest';
import { cardCopy } from '@/lib/card-copy';

// Copy on a card copies the prompt as the viewer would build it, or says how many inputs are missing.
describe('copy from the card', () => {
  const content = 'I am !<Your name>! at !<Company>!. Write to !<Prospect>! in a !|friendly, direct|! tone. {{ignored}} !{Admin note}!';

  it('builds from what was typed before, else the parameter memory', () => {
    const result = cardCopy(content, { prospect: 'Sam', 'friendly,direct': 'direct', company: 'Typed Co' }, { yourname: 'Ada', company: 'Memory Co' });
    expect(result).toMatchObject({ ok: true, text: 'I am Ada at Typed Co. Write to Sam in a direct tone. {{ignored}} !{Admin note}!' });
  });

  it('says which values it used and from where, by label, for the usage trail: the profile’s where the active profile gave them; a choice among the prompt’s options is not one', () => {
    const result = cardCopy(content, { prospect: 'Sam', 'friendly,direct': 'direct' }, { yourname: 'Ada', company: 'Globex' }, { company: 'Globex' }, 'p1');
    expect(result.ok && result.uses).toEqual([
      { name: 'Your name', source: 'memory' },
      { name: 'Company', source: 'profile', profileId: 'p1' },
      { name: 'Prospect', source: 'typed' },
    ]);
    // Without an active profile, the same value is the memory's.
    expect(cardCopy(content, { prospect: 'Sam', 'friendly,direct': 'direct' }, { yourname: 'Ada', company: 'Globex' }, { company: 'Globex' }, null).ok).toBe(true);
    const plain = cardCopy(content, { prospect: 'Sam', 'friendly,direct': 'direct' }, { yourname: 'Ada', company: 'Globex' }, {}, null);
    expect(plain.ok && plain.uses.find((u) => u.name === 'Company')).toEqual({ name: 'Company', source: 'memory' });
  });

  it('counts the inputs still empty (a blank value is empty), so the card opens the viewer instead', () => {
    expect(cardCopy(content, { prospect: '  ' }, { yourname: 'Ada' })).toEqual({ ok: false, missing: 3 });
  });

  it('typed inputs: defaults fill, a remembered value that does not fit is not used, and an out-of-bounds one counts as missing', () => {
    const typedContent = 'By !<Deadline | date>!, about !<Words | number min=50 default=300>! words.';
    expect(cardCopy(typedContent, { deadline: '2027-01-04' }, {})).toEqual({
      ok: true,
      text: 'By 2027-01-04, about 300 words.',
      uses: [
        { name: 'Deadline', source: 'typed' },
        { name: 'Words', source: 'default' },
      ],
    });
    expect(cardCopy(typedContent, {}, { deadline: 'soon' })).toEqual({ ok: false, missing: 1 });
    expect(cardCopy(typedContent, { deadline: '2027-01-04', words: '10' }, {})).toEqual({ ok: false, missing: 1 });
  });

  it('a prompt without inputs copies as written', () => {
    expect(cardCopy('Summarise this article in three bullets.', {}, {})).toEqual({ ok: true, text: 'Summarise this article in three bullets.', uses: [] });
  });
});
