'use server';

import { defineAction } from '@/lib/action';
import { deleteAccount, type DeleteAccountInput } from '@/lib/services/account';

// The account's own data (spec P2 §2): the service DELETE /api/user calls.

export const deleteAccountAction = defineAction({
  name: 'account.delete',
  run: (viewer, input: DeleteAccountInput) => deleteAccount(viewer, input),
  revalidate: () => ['/'],
});
