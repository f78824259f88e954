// The browser extension (docs/extension.md), what the server and the build share: its fixed id
// (from the public key in extension/manifest.json, so the id is the same on every machine and CORS
// can name it), and the manifest made for one Promptloom origin, the only one it may talk to.

/** The id Chromium gives the extension: from the `key` in extension/manifest.json (a unit test checks). */
export const EXTENSION_ID = 'hcodfagpggcfjnlheemmjflmlboopcpi';
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;

const ORIGIN_MARK = '__PROMPTLOOM_ORIGIN__';

/** The manifest source with every mark of the origin replaced by this one (e.g. https://promptloom.app). */
export function manifestFor(source: string, origin: string): string {
  const { origin: clean } = new URL(origin);
  return source.split(ORIGIN_MARK).join(clean);
}

/** Chromium's id of an extension whose manifest carries this public key (base64 DER). */
export async function extensionIdOf(publicKeyBase64: string): Promise<string> {
  const der = Uint8Array.from(atob(publicKeyBase64), (c) => c.charCodeAt(0));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', der));
  return [...digest.slice(0, 16)].map((b) => String.fromCharCode(97 + (b >> 4)) + String.fromCharCode(97 + (b & 15))).join('');
}

export const EXTENSION_PACKAGE_NAME = 'promptloom-extension.zip';
export const EXTENSION_DOWNLOAD_PATH = `/downloads/${EXTENSION_PACKAGE_NAME}`;

/** The account page's extension card (spec P2 §2) and the download's refusal. */
export const EXTENSION_CARD_TEXT = {
  title: 'Browser extension',
  intro: 'Your library and parameter memory in any text box: ChatGPT, Claude, Gemini or any other page. Search a prompt, fill its placeholders, insert it or copy it.',
  download: 'Download the extension',
  steps: [
    'Unzip the download into a folder you keep.',
    'Open chrome://extensions (Chrome, Edge, Brave and other Chromium browsers) and turn on Developer mode.',
    'Choose Load unpacked and pick the folder.',
    'Create a personal API token below, open the extension (Alt+Shift+P) and paste the token once.',
  ],
  shortcut: 'Alt+Shift+P opens it; everything works from the keyboard.',
  withoutPro: 'The extension comes with Pro, lifetime and the trial: it works through a personal API token, which needs pro access.',
  notBuilt: 'The browser extension is not built on this server: run npm run build:extension.',
} as const;
