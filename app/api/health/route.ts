import { publicRoute } from '@/lib/http';
import { checkHealth } from '@/lib/services/health';

export const GET = publicRoute(async () => checkHealth());
