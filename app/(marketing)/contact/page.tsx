export const metadata = { title: 'Contact' };

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">Contact support</h1>
      <p className="text-muted-foreground">
        Write to <a className="font-medium text-accent underline" href="mailto:support@promptloom.app">support@promptloom.app</a> and we
        answer within one working day.
      </p>
    </div>
  );
}
