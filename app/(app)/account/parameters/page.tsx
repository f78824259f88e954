import { guardPage } from '@/lib/page-guard';
import { ParameterManager } from '@/components/parameters/parameter-manager';

export const metadata = { title: 'Parameter Management' };

export default async function ParametersPage() {
  await guardPage('signedIn', '/account/parameters');
  // The memory lives in local storage first (spec P2 §3) and is synced with the server on sign-in.
  return <ParameterManager />;
}
