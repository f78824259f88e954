// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanelBoundary } from '@/components/editor/ai/ai-section';

// spec P2 §2: a crash in the AI panel shows 'AI Feature Temporarily Unavailable' with 'Try Again',
// and only the panel: what sits beside the boundary keeps working.

let crash = true;
function Panel() {
  if (crash) throw new Error('the panel broke');
  return <p>The panel works</p>;
}

describe('the AI panel boundary', () => {
  afterEach(cleanup);

  it('catches a crash inside, offers Try Again, and renders the panel again once it works', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <label>
          Prompt Content
          <textarea defaultValue="still here" />
        </label>
        <PanelBoundary>
          <Panel />
        </PanelBoundary>
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('AI Feature Temporarily Unavailable');
    expect(screen.getByLabelText('Prompt Content')).toHaveValue('still here');
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('The panel works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });
});
