import { clerkWebhookRoute } from '@/lib/auth/handlers';
import { wireAuth } from '@/lib/services/auth-reactions';

// The app wires what a Clerk user event does to our users before the webhook answers.
wireAuth();

export const POST = clerkWebhookRoute;
