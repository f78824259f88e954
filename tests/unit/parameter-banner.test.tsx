// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMemory } from '@/lib/parameter-memory';

const track = vi.fn();
vi.mock('@/hooks/queries/events', () => ({ useTrackAppEvent: () => track }));

const { ParameterBanner } = await import('@/components/home/parameter-banner');
const { storeMemory } = await import('@/hooks/parameter-memory-storage');

// spec P2 §2: 'NEW: Personal Parameter Management' shows while no personal parameter has a value and
// it was not dismissed (parameterBannerDismissed).
describe('ParameterBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    track.mockReset();
  });
  afterEach(cleanup);

  it('shows with no memory, and with a stored memory whose values are all blank', () => {
    render(<ParameterBanner shown />);
    expect(screen.getByText('NEW: Personal Parameter Management')).toBeInTheDocument();
    cleanup();
    storeMemory(defaultMemory()); // also writes the legacy summary with its setupDate
    render(<ParameterBanner shown />);
    expect(screen.getByRole('link', { name: 'Setup Now' })).toHaveAttribute('href', '/account');
  });

  it('hides once a parameter has a value, also when it arrives after the page loaded', () => {
    render(<ParameterBanner shown />);
    expect(screen.getByText('NEW: Personal Parameter Management')).toBeInTheDocument();
    const memory = defaultMemory();
    memory.name!.value = 'Nora Newcomer';
    act(() => storeMemory(memory));
    expect(screen.queryByText('NEW: Personal Parameter Management')).not.toBeInTheDocument();
  });

  it('stays away once dismissed, and counts the dismissal', () => {
    render(<ParameterBanner shown />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('NEW: Personal Parameter Management')).not.toBeInTheDocument();
    expect(localStorage.getItem('parameterBannerDismissed')).toBe('true');
    expect(track).toHaveBeenCalledWith('home_click', { target: 'parameter_banner_dismiss' });
    cleanup();
    render(<ParameterBanner shown />);
    expect(screen.queryByText('NEW: Personal Parameter Management')).not.toBeInTheDocument();
  });

  it("draws the server's answer from the first render, so nothing shifts after the page is painted", () => {
    expect(renderToString(<ParameterBanner shown />)).toContain('NEW: Personal Parameter Management');
    expect(renderToString(<ParameterBanner shown={false} />)).not.toContain('NEW: Personal Parameter Management');
  });

  it('stays hidden when the server says so (parameters on the server, or dismissed on another visit)', () => {
    render(<ParameterBanner shown={false} />);
    expect(screen.queryByText('NEW: Personal Parameter Management')).not.toBeInTheDocument();
  });

  it('dismissing also sets the cookie the server reads', () => {
    render(<ParameterBanner shown />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(document.cookie).toContain('parameterBannerDismissed=true');
  });
});
