/**
 * spec P2 §1: the landing carries a third-party advertisement whose content is not ours to show. The
 * slot is labelled and keeps its size whether or not anything ever fills it, so nothing shifts.
 */
export function AdSlot() {
  return (
    <section
      aria-label="Advertisement"
      data-testid="ad-slot"
      className="mx-auto flex h-[90px] w-full max-w-[728px] items-start overflow-hidden rounded-md border border-dashed border-border bg-muted/50"
    >
      <span className="px-2 py-1 text-[11px] font-medium uppercase tracking-wide text-muted-foreground">Advertisement</span>
    </section>
  );
}
