// The forms' one-line answers: a refusal (role=alert) or a confirmation (role=status).
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  if (tone === 'error') {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
        {children}
      </p>
    );
  }
  return (
    <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
      {children}
    </p>
  );
}
