import { localAuthRoute } from '@/lib/auth/handlers';
import { wireAuth } from '@/lib/services/auth-reactions';

// The app wires what follows a sign-up, a reset or a confirmed address before better-auth answers.
wireAuth();

export const { GET, POST } = localAuthRoute;
