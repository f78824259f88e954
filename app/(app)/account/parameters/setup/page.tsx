import { guardPage } from '@/lib/page-guard';
import { ParameterSetupWizard } from '@/components/parameters/parameter-setup-wizard';

export const metadata = { title: 'Set Up Parameters' };

export default async function ParameterSetupPage() {
  await guardPage('signedIn', '/account/parameters/setup');
  return <ParameterSetupWizard />;
}
