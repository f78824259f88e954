import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';

export function ErrorScreen({ title, message, action }: { title: string; message: string; action: ReactNode }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <AlertTriangle className="size-10 text-red-500" aria-hidden />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      {action}
    </div>
  );
}
