// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FaqTabs } from '@/components/faq/faq-tabs';
import { faqSections } from '@/components/faq/faq-sections';

const FAQ_SECTIONS = faqSections({ free: 620, pro: 206 });

const selected = () => screen.getByRole('tab', { selected: true });

describe('FAQ tabs', () => {
  beforeEach(() => window.history.replaceState(null, '', '/pricing/faq'));
  afterEach(cleanup);

  it('has the four tabs of spec P2 §2, one tab stop, the first open', () => {
    render(<FaqTabs sections={FAQ_SECTIONS} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Getting Started', 'Features & Usage', 'Pricing & Plans', 'Security & Privacy']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);
  });

  it('arrow keys move between tabs, wrapping, and Home and End jump; focus follows and the hash changes', () => {
    render(<FaqTabs sections={FAQ_SECTIONS} />);
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('Features & Usage');
    expect(document.activeElement).toBe(selected());
    expect(window.location.hash).toBe('#features');
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected()).toHaveTextContent('Security & Privacy');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('Getting Started');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected()).toHaveTextContent('Security & Privacy');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected()).toHaveTextContent('Getting Started');
    expect(window.location.hash).toBe('#getting-started');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('the URL hash opens its tab, and a later hash change switches', () => {
    window.history.replaceState(null, '', '/pricing/faq#pricing');
    render(<FaqTabs sections={FAQ_SECTIONS} />);
    expect(selected()).toHaveTextContent('Pricing & Plans');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('How much does Pro cost?');
    fireEvent.click(screen.getByRole('tab', { name: 'Security & Privacy' }));
    expect(window.location.hash).toBe('#security');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Who can see my prompts?');
  });
});
