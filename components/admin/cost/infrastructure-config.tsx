'use client';

import { useState } from 'react';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import type { DatabaseLimits, HostingLimits, Infrastructure } from '@/lib/cost-model';
import { NumberField, TextField } from './fields';
import { formatMoney } from './format';

const DATABASE_LIMITS: [keyof DatabaseLimits, string][] = [
  ['storageGB', 'Storage (GB)'],
  ['computeUnits', 'Compute units'],
  ['connectionsPerDay', 'Connections per day'],
  ['maxDailyTransactions', 'Daily transactions'],
];
const HOSTING_LIMITS: [keyof HostingLimits, string][] = [
  ['monthlyBandwidth', 'Bandwidth a month (GB)'],
  ['monthlyCPUHours', 'CPU hours a month'],
  ['concurrentRequests', 'Concurrent requests'],
];

type Props = { infrastructure: Infrastructure; onChange: (next: Infrastructure) => void; onValidity: (id: string, valid: boolean) => void };

/** Infrastructure Configuration (spec P2 §2): each provider's plans, collapsible, every figure editable. */
export function InfrastructureConfig({ infrastructure, onChange, onValidity }: Props) {
  const [open, setOpen] = useState<Record<'database' | 'hosting', boolean>>({ database: false, hosting: false });
  const toggle = (provider: 'database' | 'hosting') => setOpen((o) => ({ ...o, [provider]: !o[provider] }));
  const { databasePlans, hostingPlans, hostingPlanIndex } = infrastructure;
  const hosting = hostingPlans[hostingPlanIndex];

  const setDatabase = (i: number, patch: Partial<(typeof databasePlans)[number]>) =>
    onChange({ ...infrastructure, databasePlans: databasePlans.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const setHosting = (i: number, patch: Partial<(typeof hostingPlans)[number]>) =>
    onChange({ ...infrastructure, hostingPlans: hostingPlans.map((p, j) => (j === i ? { ...p, ...patch } : p)) });

  return (
    <section aria-labelledby="infrastructure-heading" className="rounded-lg border border-border bg-card">
      <div className="border-b border-border p-4 sm:p-5">
        <h2 id="infrastructure-heading" className="text-lg font-semibold">
          Infrastructure Configuration
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Database: the first plan, in this order, whose storage and daily transactions hold a year&apos;s load; the last when
          none does. Hosting: the plan you select below (now <strong className="text-foreground">{hosting?.name}</strong>,{' '}
          {formatMoney(hosting?.monthlyCost ?? 0)} a month, every year). The usage inputs say nothing about bandwidth, CPU hours or
          concurrent requests, so the model does not pick hosting for you.
        </p>
      </div>

      <div className="border-b border-border">
        <DisclosureButton open={open.database} onToggle={() => toggle('database')} controls="database-plans">
          <span>
            Database <span className="font-normal text-muted-foreground">· {databasePlans.map((p) => `${p.name} ${formatMoney(p.monthlyCost)}`).join(', ')}</span>
          </span>
        </DisclosureButton>
        <div id="database-plans" hidden={!open.database} className="space-y-4 px-4 pb-4 sm:px-5">
          {databasePlans.map((plan, i) => (
            <fieldset key={i} className="rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-medium">Database plan {i + 1}: {plan.name}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                <TextField id={`db-${i}-name`} label="Plan name" value={plan.name} onChange={(name) => setDatabase(i, { name })} onValidity={onValidity} />
                <NumberField id={`db-${i}-cost`} label="Monthly cost ($)" value={plan.monthlyCost} onChange={(monthlyCost) => setDatabase(i, { monthlyCost })} onValidity={onValidity} />
                {DATABASE_LIMITS.map(([key, label]) => (
                  <NumberField
                    key={key}
                    id={`db-${i}-${key}`}
                    label={label}
                    value={plan.limits[key]}
                    onChange={(v) => setDatabase(i, { limits: { ...plan.limits, [key]: v } })}
                    onValidity={onValidity}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </div>

      <div>
        <DisclosureButton open={open.hosting} onToggle={() => toggle('hosting')} controls="hosting-plans">
          <span>
            Hosting <span className="font-normal text-muted-foreground">· {hostingPlans.map((p) => `${p.name} ${formatMoney(p.monthlyCost)}`).join(', ')}</span>
          </span>
        </DisclosureButton>
        <div id="hosting-plans" hidden={!open.hosting} className="space-y-4 px-4 pb-4 sm:px-5">
          {hostingPlans.map((plan, i) => (
            <fieldset key={i} className="rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-medium">Hosting plan {i + 1}: {plan.name}</legend>
              <label className="mb-3 flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="hosting-plan"
                  checked={i === hostingPlanIndex}
                  onChange={() => onChange({ ...infrastructure, hostingPlanIndex: i })}
                  className="size-4 accent-[var(--accent)]"
                />
                Use {plan.name} for hosting
              </label>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                <TextField id={`host-${i}-name`} label="Plan name" value={plan.name} onChange={(name) => setHosting(i, { name })} onValidity={onValidity} />
                <NumberField id={`host-${i}-cost`} label="Monthly cost ($)" value={plan.monthlyCost} onChange={(monthlyCost) => setHosting(i, { monthlyCost })} onValidity={onValidity} />
                {HOSTING_LIMITS.map(([key, label]) => (
                  <NumberField
                    key={key}
                    id={`host-${i}-${key}`}
                    label={label}
                    value={plan.limits[key]}
                    onChange={(v) => setHosting(i, { limits: { ...plan.limits, [key]: v } })}
                    onValidity={onValidity}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </div>
    </section>
  );
}
