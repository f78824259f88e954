import { clerkWebhookRoute } from '@/lib/auth/handlers';

export const POST = clerkWebhookRoute;
