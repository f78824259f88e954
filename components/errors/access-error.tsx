'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { ErrorScreen } from '@/components/errors/error-screen';
import { Button } from '@/components/ui/button';
import { ERROR_SCREEN_TEXT } from '@/lib/error-text';

// spec P1 §2: an access error in the signed-in area shows 'Access Error' with 'Try Again'.
export function AccessErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorScreen
      title={ERROR_SCREEN_TEXT.accessError}
      message="We could not check your access to this page."
      action={
        <Button
          onClick={() => {
            router.refresh();
            reset();
          }}
        >
          {ERROR_SCREEN_TEXT.tryAgain}
        </Button>
      }
    />
  );
}
