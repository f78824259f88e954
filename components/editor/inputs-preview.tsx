'use client';

import { useState } from 'react';
import type { Placeholder } from '@/lib/placeholders';
import { fieldStates } from '@/lib/placeholder-fields';
import { PlaceholderField } from '@/components/prompts/placeholder-field';

/**
 * The inputs as the viewer will show them: the real controls, with their defaults and help, to try
 * out here. What is typed stays in this preview; it is never saved with the prompt.
 */
export function InputsPreview({ placeholders }: { placeholders: Placeholder[] }) {
  const [tried, setTried] = useState<Record<string, string>>({});
  const fields = fieldStates(placeholders, tried, {});
  return (
    <details className="mt-3 rounded-md border border-border bg-card" open>
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium">Inputs, as people will fill them</summary>
      {/* Ids of their own, apart from the viewer's, so a label names only its control here. */}
      <div className="space-y-3 border-t border-border px-4 py-3" id="inputs-preview">
        {placeholders.map((p) => (
          <PlaceholderField
            key={p.key}
            idPrefix="preview-param"
            placeholder={p}
            value={fields.byKey[p.key]!.shown}
            source={fields.byKey[p.key]!.source}
            error={fields.byKey[p.key]!.error}
            onChange={(value) => setTried((t) => ({ ...t, [p.key]: value }))}
          />
        ))}
      </div>
    </details>
  );
}
