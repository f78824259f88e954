import { isUserFacing, segmentText, type PlaceholderKind } from '@/lib/placeholders';
import { cn } from '@/components/ui/cn';

// DESIGN.md: one colour per kind, readable in both themes, and the kind told in text too.
export const KIND_STYLES: Record<PlaceholderKind, { className: string; name: string }> = {
  angle: { className: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200', name: 'text' },
  curly: { className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200', name: 'admin text' },
  caret: { className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200', name: 'system text' },
  pipe: { className: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200', name: 'choice' },
};

export function PlaceholderText({ text, showAll }: { text: string; showAll: boolean }) {
  return (
    <>
      {segmentText(text).map((segment, i) => {
        if (segment.type === 'text') return <span key={i}>{segment.text}</span>;
        const p = segment.placeholder;
        if (!isUserFacing(p, showAll)) return <span key={i}>{p.raw}</span>;
        const style = KIND_STYLES[p.kind];
        return (
          <mark key={i} className={cn('rounded px-1 py-0.5 font-medium', style.className)} title={`${style.name} placeholder`}>
            {p.label}
            <span className="sr-only"> ({style.name} placeholder)</span>
          </mark>
        );
      })}
    </>
  );
}
