'use client';

import { ERROR_SCREEN_TEXT } from '@/lib/error-text';

// Last resort when the root layout itself fails; it must render its own <html>.
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <div role="alert" style={{ textAlign: 'center' }}>
          <h1>{ERROR_SCREEN_TEXT.crashTitle}</h1>
          <p>An unexpected error stopped the app. Your data is safe.</p>
          <button type="button" onClick={() => window.location.reload()} style={{ padding: '0.5rem 1rem', cursor: 'pointer' }}>
            {ERROR_SCREEN_TEXT.refreshPage}
          </button>
        </div>
      </body>
    </html>
  );
}
