import { PRICES, SUPPORT_EMAIL } from '@/lib/constants';
import { libraryClaims, type LibrarySize } from '@/lib/library-size';

// spec P2 §2 'FAQ page': four tabs of accordion questions. The spec does not give the questions, so
// these are ours, and every answer is true of the product today (DESIGN.md: no promise the product
// does not keep).

export type FaqSection = { id: string; title: string; items: readonly { q: string; a: string }[] };

/** The sections, with the library's size as the database has it (lib/library-size.ts). */
export const faqSections = (library: LibrarySize): readonly FaqSection[] => {
  const claims = libraryClaims(library);
  return [
    {
      id: 'getting-started',
      title: 'Getting Started',
      items: [
        {
          q: 'What is Promptloom?',
          a: `A library of ${claims.total} reusable prompt templates for AI assistants (${claims.free} free, ${claims.pro} pro). Placeholders in a template become fields, your saved details fill the common ones in, and the finished prompt is copied or opened in your assistant.`,
        },
        { q: 'Do I need a credit card to try it?', a: 'No. Every new account starts with a 14-day trial of the Pro features, and no card is asked for.' },
        {
          q: 'What happens when my trial ends?',
          a: 'Your account stays on the Free plan: the free templates, your parameter memory and copying to your assistant keep working. Pro templates, creating and editing your own prompts and custom categories need Pro or Lifetime.',
        },
        {
          q: 'How do I set up my parameter memory?',
          a: 'Fill in your name, job title, department, company and website on the Account page. You can also try the demo on the home page before signing up: the details you change there are kept and saved to your account when you sign up.',
        },
      ],
    },
    {
      id: 'features',
      title: 'Features & Usage',
      items: [
        {
          q: 'What are placeholders?',
          a: 'Marked spots in a template, such as your name or the tone of a text. Each one becomes a field when you open the prompt; choices from a short list appear as a select.',
        },
        {
          q: 'What does the parameter memory do?',
          a: 'It remembers your name, job title, department, company and website. Any prompt that asks for one of them, under any of its usual names, is filled in for you.',
        },
        { q: 'Which AI assistants does it work with?', a: 'Any of them: copy the finished prompt, or open it directly in ChatGPT, Claude or Gemini.' },
        {
          q: 'Can I write my own prompts?',
          a: 'Yes, with Pro, Lifetime or during the trial: create, edit and clone prompts, keep earlier versions, and sort them into your own categories.',
        },
        {
          q: 'Is there an AI prompt generator?',
          a: 'Yes, in the editor: the AI Prompt Builder writes a prompt from your description, improves or sharpens the one you are writing, adds examples, or fills a framework template, and can use placeholders your parameter memory fills. Pro and Lifetime include 100 generations a month, the trial 10; the count starts again on the first of each month (UTC), and a generation that fails does not count.',
        },
        {
          q: 'Is there a browser extension?',
          a: 'Yes, for Chrome, Edge, Brave and other Chromium browsers, with Pro, Lifetime and the trial. It brings your library and parameter memory into ChatGPT, Claude, Gemini or any text box: search a prompt, fill its placeholders and insert it. Download it from your account page and connect it with a personal API token.',
        },
      ],
    },
    {
      id: 'pricing',
      title: 'Pricing & Plans',
      items: [
        {
          q: 'How much does Pro cost?',
          a: `$${PRICES.proMonthly} a month, or $${PRICES.proYearly} a year instead of $${PRICES.proYearlyList}: two months free.`,
        },
        {
          q: 'What is the Lifetime plan?',
          a: `Everything in Pro for a single payment of $${PRICES.lifetime}, with no renewals. Only ${PRICES.lifetimeSpotsTotal} lifetime plans exist; the pricing page shows how many are left.`,
        },
        { q: 'What is free?', a: `The Free plan costs $${PRICES.free}, forever: the ${claims.free} free templates, the parameter memory and one-click copy to your assistant.` },
        {
          q: 'How do I cancel?',
          a: 'From the Account page, at any time. Pro stays on until the end of the period you paid for, and you can resume before then.',
        },
        { q: 'Can I get a refund?', a: `Yes: a 30-day money-back guarantee. Write to ${SUPPORT_EMAIL} within 30 days of paying.` },
      ],
    },
    {
      id: 'security',
      title: 'Security & Privacy',
      items: [
        {
          q: 'Who can see my prompts?',
          a: 'Only you. Prompts are private unless you mark one public, and a public prompt appears in the shared library only after an administrator approves it.',
        },
        {
          q: 'Where is my parameter memory kept?',
          a: 'In your browser and, once you are signed in, on your account, so it follows you to other devices.',
        },
        { q: 'How are payments handled?', a: 'By Paddle, our reseller. You pay on its checkout; we never see or store your card number.' },
        { q: 'Do you sell my data?', a: 'No. We do not sell, rent or advertise with your data. The privacy page lists everything we store.' },
        {
          q: 'How do I delete my account or get a copy of my data?',
          a: 'On the Account page, under Your data. Export my data downloads a JSON file of your prompts, custom categories and parameter memory. Delete my account asks you to type your email, cancels a subscription that could still bill you, and deletes your account, every prompt you wrote (public ones too), your categories and your parameter memory.',
        },
      ],
    },
  ];
};
