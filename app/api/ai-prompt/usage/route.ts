import { route } from '@/lib/http';
import { getAiUsage } from '@/lib/services/ai';

// GET /api/ai-prompt/usage (spec P2 §7): the AI usage state of the signed-in person.
export const GET = route(async ({ viewer }) => getAiUsage(viewer));
