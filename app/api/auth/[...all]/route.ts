import { localAuthRoute } from '@/lib/auth/handlers';

export const { GET, POST } = localAuthRoute;
