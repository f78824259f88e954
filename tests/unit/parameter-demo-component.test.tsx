// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BUTTON_ANIMATION_MS } from '@/lib/constants';
import { DEMO_PROMPTS } from '@/lib/parameter-demo';
import { STORAGE_KEYS } from '@/lib/parameter-memory';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const { ParameterDemo } = await import('@/components/home/parameter-demo');

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.memory) ?? 'null') as Record<string, { value: string }> | null;

describe('ParameterDemo', () => {
  beforeEach(() => {
    localStorage.clear();
    push.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the template as chips before and fills the after view as the visitor types', () => {
    render(<ParameterDemo />);
    const before = screen.getByTestId('demo-before');
    expect(before.querySelectorAll('mark')).toHaveLength(5);
    expect(before.textContent).toContain('Your name');
    const after = screen.getByTestId('demo-after');
    expect(after.textContent).toContain('You are Alex Morgan, Marketing Manager at Northwind, writing');
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Ada Lovelace' } });
    expect(after.textContent).toContain('You are Ada Lovelace, Marketing Manager at Northwind, writing');
  });

  it('Try Next Prompt cycles the three samples and animates the button for 500 ms', () => {
    vi.useFakeTimers();
    render(<ParameterDemo />);
    const button = screen.getByRole('button', { name: 'Try Next Prompt' });
    const titles = [screen.getByTestId('demo-prompt-title').textContent];
    for (let i = 0; i < 3; i++) {
      fireEvent.click(button);
      titles.push(screen.getByTestId('demo-prompt-title').textContent);
    }
    expect(titles).toEqual([...DEMO_PROMPTS.map((p) => p.title), DEMO_PROMPTS[0]!.title]);
    expect(button).toHaveAttribute('data-animating');
    act(() => vi.advanceTimersByTime(DEMO_BUTTON_ANIMATION_MS - 1));
    expect(button).toHaveAttribute('data-animating');
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('data-animating');
  });

  it('Save & Sign Up stores only the changed values in the local memory and goes to /signup', () => {
    render(<ParameterDemo />);
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Job Title'), { target: { value: 'Marketing Manager' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'analytical.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & Sign Up' }));
    const memory = stored();
    expect(memory?.name?.value).toBe('Ada Lovelace');
    // A bare domain is kept as a website, with https://.
    expect(memory?.website?.value).toBe('https://analytical.example');
    expect(memory?.title?.value).toBe('');
    expect(memory?.company_name?.value).toBe('');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.legacyMemory)!)).toMatchObject({ name: 'Ada Lovelace', title: '', website: 'https://analytical.example' });
    expect(push).toHaveBeenCalledWith('/signup');
  });
});
