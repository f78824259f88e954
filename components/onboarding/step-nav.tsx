import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A step's foot: Back on the left, the step's own way on (`children`) on the right. */
export function StepNav({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        Back
      </Button>
      {children}
    </div>
  );
}
