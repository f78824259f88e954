'use server';

import { defineAction } from '@/lib/action';
import { deleteAccount } from '@/lib/services/account';

// The account's own data (spec P2 §2): the service DELETE /api/user calls.

export const deleteAccountAction = defineAction({
  name: 'account.delete',
  run: (viewer, input: { confirmEmail: string }) => deleteAccount(viewer, input),
  revalidate: () => ['/'],
});
