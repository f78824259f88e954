import { Puzzle } from 'lucide-react';

// spec P2 §2 browser extension card: honest until the extension exists.
export function ExtensionCard({ hasProAccess }: { hasProAccess: boolean }) {
  return (
    <div>
      <h2 className="flex items-center gap-2 font-semibold">
        <Puzzle className="size-4" aria-hidden /> Browser extension
        <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground">Coming</span>
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Your library and parameter memory inside ChatGPT, Claude and Gemini: pick a prompt, fill it and send it without leaving the chat. It is not released yet
        {hasProAccess ? '; it will be included in your plan.' : '; it will come with Pro.'}
      </p>
    </div>
  );
}
