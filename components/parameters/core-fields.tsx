'use client';

import { CORE_KEYS, CORE_LABELS, type CoreParameter } from '@/lib/parameter-memory';
import { normalizeWebsite } from '@/lib/website';
import { Input } from '@/components/ui/input';

// The five core parameters as a form's fields (spec P2 §2, §5: all optional, website a URL), shared by
// the account card, the setup wizard and onboarding's step 3. The website field is of URL type (the
// phone's keyboard for addresses) in forms that do their own checking (noValidate): a bare domain is a
// website too, which the browser's own check would refuse.

const AUTOCOMPLETE: Record<CoreParameter, string> = {
  name: 'name',
  title: 'organization-title',
  department: 'off',
  company_name: 'organization',
  website: 'url',
};

export function CoreParameterFields({
  valueOf,
  onChange,
  placeholders,
  fieldClassName = () => 'block text-sm',
  disabled = false,
}: {
  valueOf: (key: CoreParameter) => string;
  onChange: (key: CoreParameter, value: string) => void;
  placeholders?: Partial<Record<CoreParameter, string>>;
  fieldClassName?: (key: CoreParameter) => string;
  /** Until the memory is read: typing then would be merged with the value arriving under the cursor. */
  disabled?: boolean;
}) {
  return CORE_KEYS.map((key) => (
    <label key={key} className={fieldClassName(key)}>
      <span className="mb-1 block font-medium">{CORE_LABELS[key]}</span>
      <Input
        name={key}
        type={key === 'website' ? 'url' : 'text'}
        autoComplete={AUTOCOMPLETE[key]}
        placeholder={placeholders?.[key]}
        maxLength={500}
        value={valueOf(key)}
        onChange={(e) => onChange(key, e.target.value)}
        // A bare domain is taken, shown with https:// once the field is left.
        onBlur={key === 'website' ? (e) => e.target.value !== normalizeWebsite(e.target.value) && onChange(key, normalizeWebsite(e.target.value)) : undefined}
        disabled={disabled}
      />
    </label>
  ));
}
