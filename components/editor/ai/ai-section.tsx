'use client';

import { Component, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { Sparkles } from 'lucide-react';
import { AI_MESSAGES } from '@/lib/ai-text';
import { Button } from '@/components/ui/button';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import type { AiPanelProps } from './ai-panel';

// The AI Prompt Builder's place in the editor (both modes): closed until the person opens it, and only
// then is the panel's code downloaded. A crash inside it shows 'AI Feature Temporarily Unavailable'
// with 'Try Again' there alone; the rest of the editor keeps working (spec P2 §2).

const AiPanel = dynamic(() => import('./ai-panel'), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading the AI Prompt Builder…</p>,
});

export class PanelBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="font-medium">{AI_MESSAGES.panelCrashed}</p>
        <Button size="sm" variant="secondary" onClick={() => this.setState({ crashed: false })}>
          Try Again
        </Button>
      </div>
    );
  }
}

export function AiSection(props: AiPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <section className="rounded-lg border border-border" data-tour="ai">
      <DisclosureButton open={open} onToggle={() => setOpen((o) => !o)} controls="ai-prompt-builder">
        <span className="flex items-center gap-2">
          <Sparkles className="size-4 text-accent" aria-hidden />
          AI Prompt Builder
        </span>
      </DisclosureButton>
      {open && (
        <div id="ai-prompt-builder" className="border-t border-border px-4 py-4">
          <PanelBoundary>
            <AiPanel {...props} />
          </PanelBoundary>
        </div>
      )}
    </section>
  );
}
