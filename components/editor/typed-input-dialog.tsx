'use client';

import { useState, type ReactNode } from 'react';
import { htmlInputType, INPUT_TYPES, normaliseValue, optionSafe, typeTitle, writePlaceholder, type InputSpec, type InputType } from '@/lib/placeholders';
import { EDITOR_TEXT } from '@/lib/editor-constants';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const SELECT_CLASSES = 'h-10 w-full rounded-md border border-border bg-background px-3 text-sm';

/** 'Typed Input': a small form for a placeholder with a type, default, options, optional flag and help (docs/placeholders.md). */
export function TypedInputDialog({ open, onClose, onInsert, initialLabel }: { open: boolean; onClose: () => void; onInsert: (snippet: string) => void; initialLabel: string }) {
  return (
    <Dialog open={open} onClose={onClose} title="Add Typed Input">
      {open && <TypedInputForm onClose={onClose} onInsert={onInsert} initialLabel={initialLabel} />}
    </Dialog>
  );
}

const numberOrUndefined = (text: string): number | undefined => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** A labelled control; a hint sits outside the label (its id is `${hintId}`, for the control's aria-describedby). */
function Field({ label, children, hint, hintId }: { label: string; children: ReactNode; hint?: string; hintId?: string }) {
  return (
    <div className="text-sm">
      <label className="block">
        <span className="mb-1 block font-medium">{label}</span>
        {children}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function TypedInputForm({ onClose, onInsert, initialLabel }: { onClose: () => void; onInsert: (snippet: string) => void; initialLabel: string }) {
  const [label, setLabel] = useState(initialLabel);
  const [type, setType] = useState<InputType>('text');
  const [options, setOptions] = useState('');
  const [defaultValue, setDefaultValue] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [step, setStep] = useState('');
  const [yes, setYes] = useState('');
  const [no, setNo] = useState('');
  const [optional, setOptional] = useState(false);
  const [help, setHelp] = useState('');
  const [tried, setTried] = useState(false);

  const isList = type === 'select' || type === 'multiselect';
  const optionList = [...new Set(options.split(',').map(optionSafe).filter(Boolean))];
  const input: InputSpec = {
    type,
    required: !optional || type === 'checkbox',
    ...(isList ? { options: optionList } : {}),
    ...(type === 'number' ? { min: numberOrUndefined(min), max: numberOrUndefined(max), step: numberOrUndefined(step) } : {}),
    ...(type === 'checkbox' ? { yes: yes.trim() || undefined, no: no.trim() || undefined } : {}),
    ...(help.trim() ? { help: help.trim() } : {}),
  };
  for (const key of Object.keys(input) as (keyof InputSpec)[]) if (input[key] === undefined) delete input[key];
  const checkedDefault = defaultValue.trim() ? normaliseValue(input, defaultValue) : null;
  if (checkedDefault?.ok && checkedDefault.value) input.default = checkedDefault.value;

  const problems: Record<string, string> = {};
  if (!label.trim()) problems.label = EDITOR_TEXT.typedInputLabelRequired;
  if (isList && optionList.length === 0) problems.options = EDITOR_TEXT.listParameterEmpty;
  if (checkedDefault && !checkedDefault.ok) problems.default = `The default ${checkedDefault.message}`;
  if (input.min !== undefined && input.max !== undefined && input.min > input.max) problems.max = EDITOR_TEXT.typedInputMinOverMax;
  if (input.step !== undefined && input.step <= 0) problems.step = EDITOR_TEXT.typedInputStepPositive;
  const snippet = label.trim() ? writePlaceholder(label, input) : '';
  const shown = (key: string) => (tried || key === 'default' || key === 'max' || key === 'step' ? problems[key] : undefined);
  const error = (key: string) =>
    shown(key) ? (
      <span id={`typed-${key}-error`} className="mt-1 block text-xs text-red-600 dark:text-red-400">
        {shown(key)}
      </span>
    ) : null;
  // A control's hint and error, for aria-describedby.
  const invalid = (key: string, hint?: string) => {
    const ids = [hint, shown(key) ? `typed-${key}-error` : undefined].filter(Boolean).join(' ');
    return { ...(shown(key) ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(problems).length) return;
        onInsert(snippet);
        onClose();
      }}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Label">
          <Input value={label} autoFocus maxLength={200} onChange={(e) => setLabel(e.target.value)} placeholder="Deadline" {...invalid('label')} />
          {error('label')}
        </Field>
        <Field label="Type">
          <select value={type} onChange={(e) => setType(e.target.value as InputType)} className={SELECT_CLASSES}>
            {INPUT_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeTitle(t)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {isList && (
        <Field label="Options" hint={EDITOR_TEXT.listParameterHelp} hintId="typed-options-hint">
          <Input value={options} maxLength={400} onChange={(e) => setOptions(e.target.value)} placeholder="formal, friendly, playful" {...invalid('options', 'typed-options-hint')} />
          {error('options')}
        </Field>
      )}
      {type === 'number' && (
        <div className="grid grid-cols-3 gap-3">
          <Field label="Min">
            <Input type="number" value={min} onChange={(e) => setMin(e.target.value)} />
          </Field>
          <Field label="Max">
            <Input type="number" value={max} onChange={(e) => setMax(e.target.value)} {...invalid('max')} />
            {error('max')}
          </Field>
          <Field label="Step">
            <Input type="number" min={0} value={step} onChange={(e) => setStep(e.target.value)} {...invalid('step')} />
            {error('step')}
          </Field>
        </div>
      )}
      {type === 'checkbox' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Builds as, when ticked">
            <Input value={yes} maxLength={100} onChange={(e) => setYes(e.target.value)} placeholder="yes" />
          </Field>
          <Field label="Builds as, when not">
            <Input value={no} maxLength={100} onChange={(e) => setNo(e.target.value)} placeholder="no" />
          </Field>
        </div>
      )}
      <Field label="Default" hint={type === 'multiselect' ? EDITOR_TEXT.typedInputMultiDefault : type === 'checkbox' ? EDITOR_TEXT.typedInputCheckboxDefault : undefined} hintId="typed-default-hint">
        {type === 'select' ? (
          <select value={defaultValue} onChange={(e) => setDefaultValue(e.target.value)} className={SELECT_CLASSES}>
            <option value="">No default</option>
            {optionList.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : (
          <Input
            // A picker where one helps (number, date, time); otherwise the default is typed as text ('yes' for a checkbox).
            type={type === 'number' || type === 'date' || type === 'time' || type === 'datetime' ? htmlInputType(type) : 'text'}
            value={defaultValue}
            maxLength={200}
            onChange={(e) => setDefaultValue(e.target.value)}
            {...invalid('default', type === 'multiselect' || type === 'checkbox' ? 'typed-default-hint' : undefined)}
          />
        )}
        {error('default')}
      </Field>
      <Field label="Help (optional)">
        <Input value={help} maxLength={200} onChange={(e) => setHelp(e.target.value)} placeholder="What the reader already knows" />
      </Field>
      {type !== 'checkbox' && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={optional} onChange={(e) => setOptional(e.target.checked)} className="size-4 accent-[var(--accent)]" />
          Optional: may stay empty
        </label>
      )}
      {snippet && (
        <p className="break-all text-sm">
          Inserts <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-blue-700 dark:text-blue-300">{snippet}</code>
        </p>
      )}
      <div className="flex justify-end gap-2 pt-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Insert</Button>
      </div>
    </form>
  );
}
