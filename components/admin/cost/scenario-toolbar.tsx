'use client';

import { useState } from 'react';
import { Download, FolderOpen, RotateCcw, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { CostScenario } from '@/lib/cost-model';

type Props = {
  scenarios: CostScenario[];
  onSave: (name: string) => boolean;
  onLoad: (id: string) => void;
  onExport: (format: 'json' | 'csv') => void;
  onReset: () => void;
};

/** Save Scenario, Load Scenario and Export Data (spec P2 §2), plus a way back to the spec's defaults. */
export function ScenarioToolbar({ scenarios, onSave, onLoad, onExport, onReset }: Props) {
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [selected, setSelected] = useState('');
  const chosen = scenarios.some((s) => s.id === selected) ? selected : '';

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Enter a name for the scenario');
    if (onSave(trimmed)) {
      setSaving(false);
      setName('');
      setNameError(null);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={() => setSaving(true)}>
          <Save className="size-4" aria-hidden />
          Save Scenario
        </Button>
        <div className="flex w-full min-w-0 items-end gap-2 sm:w-auto">
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor="load-scenario" className="block text-xs font-medium text-muted-foreground">
              Load Scenario
            </label>
            <select
              id="load-scenario"
              value={chosen}
              onChange={(e) => setSelected(e.target.value)}
              disabled={scenarios.length === 0}
              className="h-10 w-full min-w-0 rounded-md border border-border bg-background px-2 text-sm text-foreground disabled:opacity-60 sm:w-56"
            >
              <option value="">{scenarios.length === 0 ? 'No saved scenarios yet' : 'Choose a scenario'}</option>
              {scenarios.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!chosen} onClick={() => onLoad(chosen)}>
            <FolderOpen className="size-4" aria-hidden />
            Load
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby="export-label">
        <span id="export-label" className="text-sm font-medium">
          Export Data
        </span>
        <Button variant="secondary" onClick={() => onExport('json')} aria-label="Export Data as JSON">
          <Download className="size-4" aria-hidden />
          JSON
        </Button>
        <Button variant="secondary" onClick={() => onExport('csv')} aria-label="Export Data as CSV">
          <Download className="size-4" aria-hidden />
          CSV
        </Button>
        <Button variant="ghost" onClick={onReset}>
          <RotateCcw className="size-4" aria-hidden />
          Reset to defaults
        </Button>
      </div>

      <Dialog open={saving} onClose={() => setSaving(false)} title="Save Scenario">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="space-y-4"
        >
          <div className="space-y-1">
            <label htmlFor="scenario-name" className="block text-sm font-medium">
              Scenario name
            </label>
            <Input
              id="scenario-name"
              value={name}
              maxLength={80}
              autoFocus
              aria-invalid={nameError !== null}
              aria-describedby={nameError ? 'scenario-name-error' : 'scenario-name-hint'}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
            />
            {nameError ? (
              <p id="scenario-name-error" className="text-sm text-red-600 dark:text-red-400">
                {nameError}
              </p>
            ) : (
              <p id="scenario-name-hint" className="text-xs text-muted-foreground">
                Saves the plans and usage inputs in this browser. A scenario of the same name is replaced.
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setSaving(false)}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
