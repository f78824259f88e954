import { route } from '@/lib/http';
import { syncUser } from '@/lib/services/users';

export const POST = route(async ({ viewer }) => syncUser(viewer));
