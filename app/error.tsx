'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';
import { Button } from '@/components/ui/button';
import { ERROR_SCREEN_TEXT } from '@/lib/error-text';

// spec P1 §2: a general crash shows 'Something went wrong' with 'Refresh Page'.
export default function RootError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorScreen
      title={ERROR_SCREEN_TEXT.crashTitle}
      message="An unexpected error stopped this page. Your data is safe."
      action={<Button onClick={() => window.location.reload()}>{ERROR_SCREEN_TEXT.refreshPage}</Button>}
    />
  );
}
