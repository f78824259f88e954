// The system categories' descriptions and icons (issue #25). Keyed by the stored name, asterisk
// included (spec P1 §3: a trailing `*` marks a pro category). A category added later without an
// entry here shows the default icon and no description.

export const CATEGORY_ICONS = [
  'megaphone', 'handshake', 'pen-line', 'target', 'list-checks', 'headset', 'users', 'graduation-cap', 'code', 'share-2', 'mail', 'sprout',
  'briefcase', 'microscope', 'palette', 'house', 'piggy-bank', 'plane', 'feather', 'heart-handshake', 'crown', 'chart-column', 'boxes',
  'trending-up', 'scale', 'calculator', 'folder',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export type CategoryInfo = { description: string; icon: CategoryIcon };

export const CATEGORY_INFO: Readonly<Record<string, CategoryInfo>> = {
  Marketing: { icon: 'megaphone', description: 'Positioning, campaigns, landing pages and launches that bring the right people in.' },
  Sales: { icon: 'handshake', description: 'Prospecting, discovery, proposals and follow-ups that move a deal forward honestly.' },
  'Writing & Content': { icon: 'pen-line', description: 'Articles, editing, headlines and long-form content, from outline to final draft.' },
  'Business Strategy': { icon: 'target', description: 'Analyses, plans and decisions: markets, competitors, pricing and priorities.' },
  Productivity: { icon: 'list-checks', description: 'Plans, meetings, inbox and focus: get the week organised and the work done.' },
  'Customer Support': { icon: 'headset', description: 'Replies, help articles and support processes that solve problems and keep customers.' },
  'Human Resources': { icon: 'users', description: 'Hiring, onboarding, feedback, policies and the conversations managers must get right.' },
  'Education & Training': { icon: 'graduation-cap', description: 'Lessons, courses, quizzes and explanations for learners of every level.' },
  'Software Development': { icon: 'code', description: 'Code review, debugging, tests, documentation and design for working developers.' },
  'Social Media': { icon: 'share-2', description: 'Posts, threads, calendars and community replies for every major platform.' },
  'Email & Communication': { icon: 'mail', description: 'Emails and messages for the moments that matter: asks, updates, apologies and introductions.' },
  'Personal Growth': { icon: 'sprout', description: 'Goals, habits, reflection and learning plans for the person behind the work.' },
  'Career & Job Search': { icon: 'briefcase', description: 'Résumés, cover letters, interviews, negotiation and career moves.' },
  'Research & Analysis': { icon: 'microscope', description: 'Research questions, surveys, interviews, sources and syntheses you can defend.' },
  'Design & UX': { icon: 'palette', description: 'Usability tests, UX copy, design critiques, accessibility and design briefs.' },
  'Real Estate': { icon: 'house', description: 'Listings, client emails, market updates and property comparisons for agents, buyers and landlords.' },
  'Personal Finance': { icon: 'piggy-bank', description: 'Budgets, savings plans and money conversations: organising and explaining, never advice.' },
  Travel: { icon: 'plane', description: 'Itineraries, packing lists, budgets and business trips, planned end to end.' },
  'Creative Writing': { icon: 'feather', description: 'Stories, characters, poems and scenes, with exercises to get unstuck.' },
  'Nonprofit & Fundraising': { icon: 'heart-handshake', description: 'Appeals, grant drafts, volunteer messages and impact reports for mission-driven teams.' },
  'Executive Leadership*': { icon: 'crown', description: 'Strategy memos, board narratives, organisation changes and leadership communication.' },
  'Data & Analytics*': { icon: 'chart-column', description: 'Metrics, experiments, dashboards and analyses that lead to a decision.' },
  'Product Management*': { icon: 'boxes', description: 'Discovery, specs, roadmaps and launches: the product manager’s frameworks.' },
  'Advanced Marketing*': { icon: 'trending-up', description: 'Growth models, positioning, lifecycle programmes and multi-step campaign frameworks.' },
  'Legal & Compliance*': { icon: 'scale', description: 'Policy drafts, contract summaries and compliance checklists to prepare for your lawyer, not replace them.' },
  'Finance & Accounting*': { icon: 'calculator', description: 'Budgets, forecasts, variance analyses and financial narratives: drafting and analysis, not advice.' },
};

export const categoryInfo = (name: string): CategoryInfo | null => CATEGORY_INFO[name] ?? null;
