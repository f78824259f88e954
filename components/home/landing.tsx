import { BookOpen, Brain, Copy } from 'lucide-react';
import { AuthButtons } from '@/components/auth/auth-buttons';
import { MESSAGES } from '@/lib/constants';
import { Suspense } from 'react';
import { ParameterDemo, PricingPlans } from '@/components/islands';
import { AdSlot } from './ad-slot';
import type { LifetimeAvailability } from '@/lib/dto/users';
import { libraryClaims, type LibrarySize } from '@/lib/library-size';

const features = (library: LibrarySize) => [
  {
    icon: BookOpen,
    title: 'A library that grows with you',
    text: `Start from ${libraryClaims(library).total} carefully written templates for marketing, sales, careers, research, code and more.`,
  },
  { icon: Brain, title: 'Parameter memory', text: 'Tell us your name, title, company and website once; every prompt fills them in for you.' },
  { icon: Copy, title: 'One click to your assistant', text: 'Copy the finished prompt, or open it straight in ChatGPT, Claude or Gemini.' },
];

export function Landing({ lifetime, library }: { lifetime: LifetimeAvailability; library: LibrarySize }) {
  return (
    <div className="space-y-16">
      <section className="mx-auto max-w-3xl pt-8 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Reusable AI prompts, filled in for you</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Keep your best prompt templates in one library. Placeholders become fields, your details fill themselves in, and the
          finished prompt is one click from your AI assistant.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <AuthButtons returnUrl="/" size="lg" signUpLabel="Create Free Account" />
        </div>
        <p className="mt-3 text-sm text-muted-foreground">{MESSAGES.noCreditCard}</p>
      </section>
      <section aria-labelledby="demo-title" className="space-y-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="demo-title" className="text-2xl font-semibold">
            Try the parameter memory
          </h2>
          <p className="mt-2 text-muted-foreground">Tell it who you are once. Every prompt that asks for your name, title, company or website fills itself in.</p>
        </div>
        <ParameterDemo />
      </section>
      <AdSlot />
      <section aria-labelledby="features" className="grid gap-4 md:grid-cols-3">
        <h2 id="features" className="sr-only">
          Features
        </h2>
        {features(library).map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-lg border border-border bg-card p-6">
            <Icon className="size-6 text-accent" aria-hidden />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        ))}
      </section>
      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-24">
        <h2 id="pricing-title" className="mb-6 text-center text-2xl font-semibold">
          Simple pricing
        </h2>
        <Suspense>
          <PricingPlans user={null} lifetime={lifetime} library={library} />
        </Suspense>
      </section>
    </div>
  );
}
