/**
 * Runs in the page (chrome.scripting.executeScript serialises it, so it uses nothing from outside):
 * the text goes where the caret is in the focused text box — a textarea, a text input, or an
 * editable element such as ChatGPT's, Claude's and Gemini's editors — as if typed, so the page's own
 * listeners see it. Nothing focused that takes text: nothing changes.
 */
export function insertIntoFocused(text: string): { inserted: boolean } {
  let target = document.activeElement as HTMLElement | null;
  // Editors inside web components keep the focus in their shadow root.
  while (target?.shadowRoot?.activeElement) target = target.shadowRoot.activeElement as HTMLElement;
  // Inputs that take text at a caret (setRangeText throws on email and number inputs); never a password.
  const typable = target instanceof HTMLInputElement && ['text', 'search', 'url'].includes(target.type);
  if (target instanceof HTMLTextAreaElement || typable) {
    const box = target as HTMLTextAreaElement | HTMLInputElement;
    if (box.readOnly || box.disabled) return { inserted: false };
    const start = box.selectionStart ?? box.value.length;
    const end = box.selectionEnd ?? start;
    box.setRangeText(text, start, end, 'end');
    box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
    return { inserted: true };
  }
  if (target?.isContentEditable) {
    target.focus();
    // execCommand is what rich editors (ProseMirror, Quill, Lexical) listen to as typing.
    return { inserted: document.execCommand('insertText', false, text) };
  }
  return { inserted: false };
}
