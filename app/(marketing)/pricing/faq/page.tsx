import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

export const metadata = { title: 'FAQ' };

// spec P2 §2: four tabs of accordion questions (the question texts are ours).
const SECTIONS = [
  {
    title: 'Getting Started',
    items: [
      ['What is Promptloom?', 'A library of reusable prompt templates. Placeholders become fields, your saved details fill them in, and the finished prompt goes to your AI assistant in one click.'],
      ['Do I need a credit card to try it?', 'No. Every new account gets a 14-day Pro trial without a card.'],
    ],
  },
  {
    title: 'Features & Usage',
    items: [
      ['What is the parameter memory?', 'Your name, job title, department, company and website, saved once. Any prompt asking for them is filled in automatically.'],
      ['Which assistants work with it?', 'Any. Copy the prompt, or open it directly in ChatGPT, Claude or Gemini.'],
    ],
  },
  {
    title: 'Pricing & Plans',
    items: [
      ['What does Pro include?', 'All pro templates, creating, editing and cloning prompts, custom categories and 100 AI prompt generations a month.'],
      ['How many lifetime plans are there?', 'Only 100 lifetime plans exist.'],
      ['Can I get a refund?', 'Yes, within 30 days of purchase.'],
    ],
  },
  {
    title: 'Security & Privacy',
    items: [
      ['Who can see my prompts?', 'Your prompts are private unless you choose to make them public.'],
      ['How are payments handled?', 'Payments are processed by our payment provider; we never see or store your card details.'],
    ],
  },
] as const;

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">Frequently asked questions</h1>
      {SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={section.title}>
          <h2 id={section.title} className="mb-3 text-lg font-semibold">
            {section.title}
          </h2>
          <div className="divide-y divide-border rounded-lg border border-border bg-card">
            {section.items.map(([q, a]) => (
              <details key={q} className="group px-4 py-3">
                <summary className="cursor-pointer list-none font-medium">{q}</summary>
                <p className="mt-2 text-sm text-muted-foreground">{a}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <div className="flex gap-3">
        <Link href="/contact" className={buttonClasses()}>
          Contact Support
        </Link>
        <Link href="/contact" className={buttonClasses('secondary')}>
          Join Community
        </Link>
      </div>
    </div>
  );
}
