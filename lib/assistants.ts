// Where a built prompt can go (spec P1 §2 viewer, §7 outbound links), in one table. Each target
// either takes the prompt in its address or is opened after the prompt is copied for pasting.

/**
 * The longest ChatGPT address we build. chatgpt.com refuses requests whose headers pass roughly
 * 8 KB (HTTP 431); the request line carries the address, so longer prompts are copied instead.
 */
export const CHATGPT_MAX_URL_LENGTH = 6000;

export type AssistantId = 'chatgpt' | 'claude' | 'gemini';

type Assistant = {
  name: string;
  label: string;
  /** Opened as is when the prompt cannot travel in the address. */
  home: string;
  /** The address carrying the prompt, when the assistant reads one (and it fits). */
  prefill?: (text: string) => string;
  maxUrlLength?: number;
};

export const ASSISTANTS: Record<AssistantId, Assistant> = {
  chatgpt: {
    name: 'ChatGPT',
    label: 'Open in ChatGPT',
    home: 'https://chatgpt.com/',
    prefill: (text) => `https://chatgpt.com/?q=${encodeURIComponent(text)}`,
    maxUrlLength: CHATGPT_MAX_URL_LENGTH,
  },
  // claude.ai/new?q= stopped filling the message box in late 2025: copy, then open.
  claude: { name: 'Claude', label: 'Open in Claude', home: 'https://claude.ai/new' },
  gemini: { name: 'Gemini', label: 'Open Gemini', home: 'https://gemini.google.com/app' },
};

export const ASSISTANT_IDS = Object.keys(ASSISTANTS) as AssistantId[];

/** spec P1 §8 'Prompt copied! Paste it in Gemini.', the same for each copy-then-open target. */
export const copiedFor = (name: string) => `Prompt copied! Paste it in ${name}.`;

/** How to open `id` with this prompt: its address, and whether to copy the prompt first. */
export function openPlan(id: AssistantId, text: string): { url: string; copyFirst: boolean } {
  const assistant = ASSISTANTS[id];
  const url = assistant.prefill?.(text);
  if (url && url.length <= (assistant.maxUrlLength ?? Infinity)) return { url, copyFirst: false };
  return { url: assistant.home, copyFirst: true };
}
