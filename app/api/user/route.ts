import { route, withJsonBody } from '@/lib/http';
import { deleteAccount } from '@/lib/services/account';

// DELETE /api/user { confirmEmail }: the account page's 'Delete my account', for API clients too.
export const DELETE = route(async ({ req, viewer }) => withJsonBody(req, (body) => deleteAccount(viewer, body)), { sessionOnly: true });
