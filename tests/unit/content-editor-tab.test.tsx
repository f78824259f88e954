// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentEditor } from '@/components/editor/content-editor';

// spec P1 §5: Tab in the content box inserts two spaces and the cursor follows them. A person who types
// on at once (within a frame) must find their keys after the spaces: the cursor was put back a frame
// later, over what they had typed since (e2e/keyboard.spec.ts saw '- one' become ' one-').

afterEach(cleanup);

function Editor({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial);
  return <ContentEditor content={content} onChange={setContent} showAllParameters={false} variant="simple" />;
}

/** The box holding `initial`, with Tab pressed where the cursor is at `at`. */
function pressTab(initial: string, at: number): HTMLTextAreaElement {
  render(<Editor initial={initial} />);
  const box = screen.getByLabelText('Prompt Content') as HTMLTextAreaElement;
  box.focus();
  box.setSelectionRange(at, at);
  fireEvent.keyDown(box, { key: 'Tab' });
  return box;
}

describe('the content box’s Tab', () => {
  it('puts the cursor after the two spaces as the edit is shown, and leaves it to what is typed next', async () => {
    const box = pressTab('Steps:\n', 7);
    expect(box.value).toBe('Steps:\n  ');
    expect(box.selectionStart).toBe(9);
    // The next key at once: '-' after the spaces, the cursor after it.
    fireEvent.change(box, { target: { value: 'Steps:\n  -' } });
    box.setSelectionRange(10, 10);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(box.selectionStart).toBe(10);
    expect(box.value).toBe('Steps:\n  -');
  });

  it('in the middle of the text, the cursor follows the spaces, not the end of the text', () => {
    const box = pressTab('Steps:\none', 7);
    expect(box.value).toBe('Steps:\n  one');
    expect(box.selectionStart).toBe(9);
    expect(box.selectionEnd).toBe(9);
  });
});
