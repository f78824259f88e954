// spec P1 §2: a loading screen shows while the user or prompt loads.
export default function EditorLoading() {
  return (
    <div role="status" aria-label="Loading the editor" className="space-y-6">
      <div className="flex items-center justify-between">
        <div className="h-8 w-48 animate-pulse rounded bg-muted" />
        <div className="h-8 w-40 animate-pulse rounded bg-muted" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <div className="h-96 animate-pulse rounded-lg bg-muted" />
        <div className="h-96 animate-pulse rounded-lg bg-muted" />
      </div>
      <span className="sr-only">Loading…</span>
    </div>
  );
}
