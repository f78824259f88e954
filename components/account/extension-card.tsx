import { Download, Puzzle } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EXTENSION_CARD_TEXT as T, EXTENSION_DOWNLOAD_PATH } from '@/lib/extension';

// spec P2 §2 browser extension card: the download and its install steps for pro, lifetime and
// trial (spec P2 §6); the way to it for the others.
export function ExtensionCard({ hasProAccess, available }: { hasProAccess: boolean; available: boolean }) {
  return (
    <div>
      <h2 className="flex items-center gap-2 font-semibold">
        <Puzzle className="size-4" aria-hidden /> {T.title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{T.intro}</p>
      {!hasProAccess ? (
        <p className="mt-3 text-sm">{T.withoutPro}</p>
      ) : available ? (
        <>
          <a href={EXTENSION_DOWNLOAD_PATH} download className={buttonClasses('primary', 'sm', 'mt-3')}>
            <Download className="size-4" aria-hidden /> {T.download}
          </a>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {T.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-2 text-xs text-muted-foreground">{T.shortcut}</p>
        </>
      ) : (
        <p className="mt-3 text-sm">{T.notBuilt}</p>
      )}
    </div>
  );
}
