import { COMPANY, NAME, TITLE, WEBSITE, type LibraryPrompt } from '../compose';

// Library templates that the signed-out landing's demo shows (spec P2 §2, lib/parameter-demo.ts):
// they use only what the demo's four inputs fill, so the after view is complete.
export const demoTemplates: LibraryPrompt[] = [
  {
    key: 'comm-partnership-intro', category: 'Email & Communication',
    title: 'Partnership Introduction Email',
    description: 'Get a short first email that introduces your company to a potential partner and asks for a call.',
    role: `${NAME}, ${TITLE} at ${COMPANY}, writing to a potential partner for the first time`,
    context: `The partner does not know ${COMPANY} yet. Our website is ${WEBSITE}, and it is the only link in the email.`,
    task: 'Write a short, friendly email that says in two sentences what we do, names one concrete way both sides could benefit, and proposes a 20-minute call.',
    rules: ['Under 150 words', 'Subject line under 8 words, no clickbait', 'Link to the website once', 'Sign off with my name and job title'],
    output: 'The subject line, then the email body.',
  },
  {
    key: 'comm-signature-and-bio', category: 'Email & Communication',
    title: 'Email Signature and Short Bio',
    description: 'Get a clean email signature and a two-sentence bio you can reuse in introductions and event pages.',
    role: 'a business writer who keeps things short',
    context: `I am ${NAME}, ${TITLE} at ${COMPANY}. My website is ${WEBSITE}.`,
    task: 'Write a four-line email signature, then a two-sentence bio in the third person that says what I do and for whom.',
    rules: ['Signature: name, title and company, website, nothing else', 'Bio under 50 words, no buzzwords', 'Where a fact about me is needed, leave a [bracketed gap] rather than inventing one'],
    output: 'The signature in a plain-text block, then the bio.',
  },
  {
    key: 'write-company-boilerplate', category: 'Writing & Content',
    title: 'Company Boilerplate for Press',
    description: 'Write the "About" paragraph that ends every press release, in three lengths, with a media contact line.',
    role: `a communications writer working with ${NAME}, ${TITLE} at ${COMPANY}`,
    context: `The boilerplate describes ${COMPANY} and points readers to ${WEBSITE}. It is reused on every release and media page.`,
    task: `Write the "About ${COMPANY}" boilerplate in three lengths, then a media contact line naming me.`,
    rules: ['Versions of about 25, 50 and 100 words', 'Facts only: what the company does, for whom, and where; no superlatives', 'Leave [bracketed gaps] for figures I must supply, such as founding year or customer count'],
    output: 'Three labelled versions, then the contact line.',
  },
];
