import { cn } from '@/components/ui/cn';
import { TRAIL_UI } from '@/lib/trail-text';

/** A value's page: its parameter's name in the path. */
export const valueHref = (key: string) => `/account/parameters/values/${encodeURIComponent(key)}`;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** "Nov 28, 2026, 3:04 AM", in the person's time zone. */
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** "Not to the extension", "Not over MCP": a value's never-send flags, where set. */
export function FlagBadges({ neverExtension, neverMcp, className }: { neverExtension: boolean; neverMcp: boolean; className?: string }) {
  if (!neverExtension && !neverMcp) return null;
  const badge = 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200';
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {neverExtension && <span className={badge}>{TRAIL_UI.neverExtensionBadge}</span>}
      {neverMcp && <span className={badge}>{TRAIL_UI.neverMcpBadge}</span>}
    </span>
  );
}
