// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fieldStates, typedNormalised } from '@/lib/placeholder-fields';
import { fillPlaceholders, parsePlaceholders, uniquePlaceholders } from '@/lib/placeholders';
import { PlaceholderField } from '@/components/prompts/placeholder-field';

const TEXT = [
  'Plan for !<Company name>! by !<Deadline | date>!,',
  '!<Word count | number min=50 max=2000 default=300>! words,',
  '!<Include sources | checkbox yes="with sources" no="without sources">!,',
  'channels: !<Channels | multi-select: email / sms / push>!,',
  'tone !<Tone | select: formal / friendly* / playful>!.',
  '!<Background | long text, optional, help="What the reader already knows">!',
].join(' ');
const placeholders = uniquePlaceholders(parsePlaceholders(TEXT));

describe('fieldStates', () => {
  it('typed wins over memory, memory over the default; the build uses normalised values', () => {
    const fields = fieldStates(placeholders, { deadline: '2026-12-01', channels: 'push, email' }, { companyname: 'Acme', wordcount: '1,200', tone: 'nope' });
    expect(fields.byKey.companyname).toEqual({ shown: 'Acme', source: 'memory' });
    expect(fields.byKey.wordcount).toEqual({ shown: '1,200', source: 'memory' });
    // A remembered value that is not one of the options is not used: the default is.
    expect(fields.byKey.tone).toEqual({ shown: 'friendly', source: 'default' });
    expect(fields.byKey.includesources).toEqual({ shown: 'false', source: 'none' });
    expect(fields.invalid).toBe(0);
    expect(fillPlaceholders(TEXT, fields.values)).toBe(
      'Plan for Acme by 2026-12-01, 1200 words, without sources, channels: email, push, tone friendly.',
    );
  });

  it('keeps typed values of typed inputs normalised once built, and free text as typed', () => {
    const typed = { wordcount: '1,200', companyname: ' Acme ', deadline: '2026-12-01' };
    const fields = fieldStates(placeholders, typed, {});
    expect(typedNormalised(placeholders, typed, fields.values)).toEqual({ wordcount: '1200', companyname: ' Acme ', deadline: '2026-12-01' });
    const clean = { deadline: '2026-12-01' };
    expect(typedNormalised(placeholders, clean, fieldStates(placeholders, clean, {}).values)).toBe(clean);
  });

  it('a value outside its bounds is an error named by its label, and builds nothing', () => {
    const fields = fieldStates(placeholders, { wordcount: '20' }, {});
    expect(fields.byKey.wordcount!.error).toBe('Word count must be at least 50');
    expect(fields.invalid).toBe(1);
    expect(fields.values.wordcount).toBe('');
  });
});

function Harness({ text, initial = {} }: { text: string; initial?: Record<string, string> }) {
  const list = uniquePlaceholders(parsePlaceholders(text));
  const [typed, setTyped] = useState<Record<string, string>>(initial);
  const fields = fieldStates(list, typed, {});
  return (
    <>
      {list.map((p) => (
        <PlaceholderField key={p.key} placeholder={p} value={fields.byKey[p.key]!.shown} source={fields.byKey[p.key]!.source} error={fields.byKey[p.key]!.error} onChange={(v) => setTyped((t) => ({ ...t, [p.key]: v }))} />
      ))}
      <output data-testid="built">{fillPlaceholders(text, fields.values)}</output>
    </>
  );
}

describe('PlaceholderField', () => {
  afterEach(cleanup);

  it('renders each type as its native control, named by its label, with its help and its default marked', () => {
    render(<Harness text={TEXT} />);
    expect(screen.getByLabelText('Deadline')).toHaveProperty('type', 'date');
    const count = screen.getByLabelText('Word count') as HTMLInputElement;
    expect([count.type, count.min, count.max, count.value]).toEqual(['number', '50', '2000', '300']);
    expect(screen.getAllByText('Default').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Include sources')).toHaveProperty('type', 'checkbox');
    expect(screen.getByRole('group', { name: /Channels/ })).toBeTruthy();
    expect((screen.getByLabelText('Tone') as HTMLSelectElement).value).toBe('friendly');
    const background = screen.getByLabelText(/Background/);
    expect(background.tagName).toBe('TEXTAREA');
    expect(background.getAttribute('aria-describedby')).toBe('param-background-help');
    expect(screen.getByText('What the reader already knows').id).toBe('param-background-help');
  });

  it('builds from what the person picks, and says what is wrong with a number out of bounds', () => {
    render(<Harness text={TEXT} />);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Globex' } });
    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2027-01-15' } });
    fireEvent.click(screen.getByLabelText('Include sources'));
    fireEvent.click(screen.getByLabelText('sms'));
    fireEvent.click(screen.getByLabelText('email'));
    fireEvent.change(screen.getByLabelText('Tone'), { target: { value: 'playful' } });
    expect(screen.getByTestId('built').textContent).toBe('Plan for Globex by 2027-01-15, 300 words, with sources, channels: email, sms, tone playful.');
    fireEvent.change(screen.getByLabelText('Word count'), { target: { value: '5000' } });
    const count = screen.getByLabelText('Word count');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Word count must be at most 2000').id).toBe(count.getAttribute('aria-describedby'));
  });
});
