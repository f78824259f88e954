'use client';

import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { USAGE_BOUNDS, customersInYear, dailyTransactions, storageBytesPerCustomer, PROJECTION_YEARS, type UsageField, type UsagePatterns } from '@/lib/cost-model';
import { cn } from '@/components/ui/cn';
import { NumberField } from './fields';
import { formatCount, formatGB } from './format';

// The seven inputs of spec P2 §3; the first four drive the projection most and show at once.
const FIELDS: { key: UsageField; label: string; hint?: string; step?: number }[] = [
  { key: 'customersYear1', label: 'Customers in year 1', step: 1 },
  { key: 'yearlyGrowthRate', label: 'Yearly growth rate (%)', hint: 'From 0 to 1000' },
  { key: 'queriesPerCustomerDay', label: 'Queries per customer a day' },
  { key: 'createsPerCustomerDay', label: 'Creates per customer a day' },
  { key: 'editsPerCustomerDay', label: 'Edits per customer a day', hint: 'Kept with the scenario; not a daily transaction' },
  { key: 'deletesPerCustomerDay', label: 'Deletes per customer a day', hint: 'Kept with the scenario; not a daily transaction' },
  { key: 'avgCharactersPerCreate', label: 'Characters per create', hint: 'The 1000 of the storage formula', step: 1 },
];
const SHOWN_FIRST = 4;

type Props = { usage: UsagePatterns; onChange: (next: UsagePatterns) => void; onValidity: (id: string, valid: boolean) => void };

export function UsagePatternsCard({ usage, onChange, onValidity }: Props) {
  const [showAll, setShowAll] = useState(false);
  const perCustomer = usage.queriesPerCustomerDay + usage.createsPerCustomerDay;
  const bytes = storageBytesPerCustomer(usage);
  return (
    <section aria-labelledby="usage-heading" className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2 id="usage-heading" className="text-lg font-semibold">
        Usage Patterns
      </h2>
      <div id="usage-fields" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map((f, i) => (
          <NumberField
            key={f.key}
            id={`usage-${f.key}`}
            label={f.label}
            hint={f.hint}
            step={f.step}
            {...USAGE_BOUNDS[f.key]}
            value={usage[f.key]}
            onChange={(v) => onChange({ ...usage, [f.key]: v })}
            onValidity={onValidity}
            // Hidden, not unmounted: a half-typed value and its message survive Show Less.
            className={cn(i >= SHOWN_FIRST && !showAll && 'hidden')}
          />
        ))}
      </div>
      <button
        type="button"
        aria-expanded={showAll}
        aria-controls="usage-fields"
        onClick={() => setShowAll((s) => !s)}
        className="mt-3 inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-accent hover:bg-muted"
      >
        {showAll ? 'Show Less' : 'Show More'}
        <ChevronDown className={cn('size-4 transition-transform', showAll && 'rotate-180')} aria-hidden />
      </button>

      <div className="mt-4 space-y-1 rounded-md bg-muted p-3 text-sm">
        <p>
          <strong>Daily transactions:</strong> {formatCount(perCustomer)} per customer ({formatCount(usage.queriesPerCustomerDay)} queries +{' '}
          {formatCount(usage.createsPerCustomerDay)} creates); {formatCount(dailyTransactions(usage, customersInYear(usage, 1)))} in year 1,{' '}
          {formatCount(dailyTransactions(usage, customersInYear(usage, PROJECTION_YEARS)))} in year {PROJECTION_YEARS}.
        </p>
        <p className="text-muted-foreground">
          Storage per customer: {formatCount(usage.createsPerCustomerDay)} creates × {formatCount(usage.avgCharactersPerCreate)} characters × 2 bytes × 30
          days × 1.2 = {formatCount(bytes)} bytes ({formatGB(bytes / 1e9)} GB). Edits and deletes do not add transactions or storage.
        </p>
      </div>
    </section>
  );
}
