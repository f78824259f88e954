// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { insertIntoFocused } from '@/extension/insert';

// The function the popup runs in the page (extension/insert.ts): the text goes at the caret of the
// focused text box; a box that does not take typed text is left as it is, and the popup says so.

afterEach(() => document.body.replaceChildren());

function focused<K extends 'input' | 'textarea'>(tag: K, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const box = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) box.setAttribute(name, value);
  document.body.append(box);
  box.focus();
  return box;
}

describe('insertIntoFocused', () => {
  it('types at the caret of a textarea or a text input, replacing the selection, with an input event', () => {
    const area = focused('textarea');
    area.value = 'Hi! there';
    area.setSelectionRange(4, 9);
    let typed = '';
    area.addEventListener('input', (e) => (typed = (e as InputEvent).data ?? ''));
    expect(insertIntoFocused('Write a poem')).toEqual({ inserted: true });
    expect(area.value).toBe('Hi! Write a poem');
    expect(typed).toBe('Write a poem');
    for (const type of ['text', 'search', 'url']) {
      const input = focused('input', { type, value: 'ab' });
      input.setSelectionRange(2, 2);
      expect(insertIntoFocused('c'), type).toEqual({ inserted: true });
      expect(input.value).toBe('abc');
    }
  });

  it('leaves alone read-only boxes, passwords, and inputs that hold no free text', () => {
    const refused: Record<string, string>[] = [{ type: 'password' }, { type: 'email' }, { type: 'number' }, { type: 'checkbox' }, { readonly: '' }];
    for (const attributes of refused) {
      const input = focused('input', { value: '', ...attributes });
      expect(insertIntoFocused('Write a poem'), JSON.stringify(attributes)).toEqual({ inserted: false });
      expect(input.value).toBe('');
    }
    const area = focused('textarea', { readonly: '' });
    expect(insertIntoFocused('x')).toEqual({ inserted: false });
    expect(area.value).toBe('');
  });

  it('does nothing when no text box has the focus', () => {
    document.body.append(Object.assign(document.createElement('div'), { contentEditable: 'false' }));
    expect(insertIntoFocused('x')).toEqual({ inserted: false });
  });
});
