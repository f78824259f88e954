'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { notify } from '@/lib/notify';
import { COST_MESSAGES, projectCosts, summarizeProjection, type CostScenario } from '@/lib/cost-model';
import { COST_STORAGE_KEYS, DEFAULT_INPUTS, loadScenario, readSaved, saveScenario, writeSaved, type CostInputs } from './cost-storage';
import { downloadFile, projectionCsv, projectionJson } from './cost-export';
import { CostProjections } from './cost-projections';
import { InfrastructureConfig } from './infrastructure-config';
import { ScenarioToolbar } from './scenario-toolbar';
import { UsagePatternsCard } from './usage-patterns';
import { useClientValue } from '@/hooks/use-stored-state';

// The chart library loads after the page: the table carries the same figures meanwhile.
const CostChart = dynamic(() => import('./cost-chart'), { ssr: false, loading: () => <div className="mt-6 h-80 animate-pulse rounded-md bg-muted" /> });

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the dashboard still works, nothing is remembered
  }
}

function loadSaved() {
  const storage = browserStorage();
  return storage ? readSaved(storage) : { inputs: DEFAULT_INPUTS, scenarios: [], failed: true };
}

/** The cost analysis dashboard: inputs auto-saved in this browser, the projection recomputed on each change. */
export function CostDashboard() {
  // Read once after mount (the server and the hydrating render show the skeleton); edits replace it.
  const [saved] = useClientValue(loadSaved, null);
  const [editedInputs, setInputs] = useState<CostInputs | null>(null);
  const [editedScenarios, setScenarios] = useState<CostScenario[] | null>(null);
  const inputs = editedInputs ?? saved?.inputs ?? null;
  const scenarios = editedScenarios ?? saved?.scenarios ?? [];
  // A new revision remounts the inputs, so they show a loaded scenario's figures, not what was typed.
  const [revision, setRevision] = useState(0);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const lastSaveFailed = useRef(false);

  useEffect(() => {
    if (saved?.failed) notify.error(COST_MESSAGES.loadFailed);
  }, [saved]);

  const rows = useMemo(() => (inputs ? projectCosts(inputs.usagePatterns, inputs.infrastructure) : []), [inputs]);
  const summary = useMemo(() => summarizeProjection(rows), [rows]);

  if (!inputs) return <DashboardSkeleton />;

  // Auto-save (spec P2 §4): every valid change is written at once; one message per run of failures.
  const update = (next: CostInputs) => {
    setInputs(next);
    const storage = browserStorage();
    const saved = storage !== null && writeSaved(storage, COST_STORAGE_KEYS.inputs, next);
    if (!saved && !lastSaveFailed.current) notify.error(COST_MESSAGES.saveFailed(COST_STORAGE_KEYS.inputs));
    lastSaveFailed.current = !saved;
  };

  const replaceInputs = (next: CostInputs) => {
    update(next);
    setInvalid(new Set());
    setRevision((r) => r + 1);
  };

  const onValidity = (id: string, valid: boolean) =>
    setInvalid((current) => {
      if (valid !== current.has(id)) return current;
      const next = new Set(current);
      if (valid) next.delete(id);
      else next.add(id);
      return next;
    });

  const onSave = (name: string): boolean => {
    const storage = browserStorage();
    const scenario: CostScenario = { id: crypto.randomUUID(), name, ...inputs, createdAt: new Date().toISOString() };
    const next = storage && saveScenario(storage, scenarios, scenario);
    if (!next) {
      notify.error(COST_MESSAGES.saveScenarioFailed);
      return false;
    }
    setScenarios(next);
    notify.success(`Scenario "${name}" saved`);
    return true;
  };

  const onLoad = (id: string) => {
    const storage = browserStorage();
    const scenario = storage && loadScenario(storage, id);
    if (!scenario) return notify.error(COST_MESSAGES.loadScenarioFailed);
    replaceInputs({ infrastructure: scenario.infrastructure, usagePatterns: scenario.usagePatterns });
    notify.success(`Scenario "${scenario.name}" loaded`);
  };

  const onExport = (format: 'json' | 'csv') => {
    try {
      const day = new Date().toISOString().slice(0, 10);
      if (format === 'csv') downloadFile(`cost-projection-${day}.csv`, projectionCsv(rows), 'text/csv;charset=utf-8');
      else downloadFile(`cost-projection-${day}.json`, projectionJson(inputs, rows), 'application/json');
      notify.success(`Exported the projection as ${format.toUpperCase()}`);
    } catch {
      notify.error(COST_MESSAGES.exportFailed);
    }
  };

  const onReset = () => {
    replaceInputs(DEFAULT_INPUTS);
    notify.success('Inputs reset to the default values');
  };

  return (
    <div className="space-y-6">
      <ScenarioToolbar scenarios={scenarios} onSave={onSave} onLoad={onLoad} onExport={onExport} onReset={onReset} />
      <InfrastructureConfig
        key={`infra-${revision}`}
        infrastructure={inputs.infrastructure}
        onChange={(infrastructure) => update({ ...inputs, infrastructure })}
        onValidity={onValidity}
      />
      <UsagePatternsCard key={`usage-${revision}`} usage={inputs.usagePatterns} onChange={(usagePatterns) => update({ ...inputs, usagePatterns })} onValidity={onValidity} />
      {invalid.size > 0 && (
        <p role="status" className="rounded-md border border-red-600/40 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {invalid.size === 1 ? 'One input is' : `${invalid.size} inputs are`} not valid: the projection uses the last valid value of each until it is fixed,
          and only valid values are saved.
        </p>
      )}
      <CostProjections rows={rows} summary={summary} chart={<CostChart rows={rows} />} />
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading the cost dashboard">
      {['h-20', 'h-32', 'h-56', 'h-96'].map((h) => (
        <div key={h} className={`${h} animate-pulse rounded-lg border border-border bg-muted`} />
      ))}
    </div>
  );
}
