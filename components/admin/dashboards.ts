import { BarChart3, DollarSign, Users, Webhook, type LucideIcon } from 'lucide-react';

// The admin dashboards, listed once: the signed-in home's admin cards and the /admin page.
export type AdminDashboard = { href: string; icon: LucideIcon; title: string; text: string };

export const ADMIN_DASHBOARDS: AdminDashboard[] = [
  { href: '/admin/cost', icon: DollarSign, title: 'Site running cost', text: 'Project infrastructure cost for five years.' },
  { href: '/admin/analytics', icon: BarChart3, title: 'Site analytics', text: 'Users, prompts and activity, and the prompt grid.' },
  { href: '/admin/webhooks', icon: Webhook, title: 'Webhook monitoring', text: 'Payment events and failures.' },
];

export const ADMIN_USERS_LINK: AdminDashboard = { href: '/admin/users', icon: Users, title: 'Users', text: 'Find people, change roles, extend trials.' };
