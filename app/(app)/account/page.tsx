import Link from 'next/link';
import { guardPage } from '@/lib/page-guard';
import { billingPortalAvailable } from '@/lib/services/subscriptions';
import { syncUser } from '@/lib/services/users';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { EMAIL_VERIFICATION_TEXT } from '@/lib/account-text';
import { SubscriptionCard } from '@/components/account/subscription-card';
import { PersonalParametersForm } from '@/components/account/personal-parameters-form';
import { UsageCard } from '@/components/account/usage-card';
import { DataCard } from '@/components/account/data-card';
import { ExtensionCard } from '@/components/account/extension-card';
import { isExtensionBuilt } from '@/lib/extension-package';
import { CategoryManager } from '@/components/account/category-manager';
import { PromptTransferCard } from '@/components/account/prompt-transfer-card';
import { ApiTokensCard } from '@/components/account/api-tokens-card';
import { PasswordCard } from '@/components/account/password-card';
import { authProviderName } from '@/lib/auth';
import { canCreatePrompt, canUseApiTokens, canUseCustomCategories } from '@/lib/permissions';

export const metadata = { title: 'Account' };

export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await guardPage('signedIn', '/account');
  const result = await syncUser(viewer);
  if (!result.ok) throw new Error(result.error);
  const user = result.data;
  // The confirmation link lands here (VERIFY_EMAIL_CALLBACK); better-auth adds `error` when it failed.
  const query = await searchParams;
  const confirmation = query.emailVerified === '1' ? (user.emailVerified && !query.error ? 'done' : 'failed') : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Account</h1>
      {confirmation === 'done' && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {EMAIL_VERIFICATION_TEXT.verified}
        </p>
      )}
      {confirmation === 'failed' && <ErrorAlert>{EMAIL_VERIFICATION_TEXT.linkFailed}</ErrorAlert>}
      {/* grid-cols-1: a lone implicit column grows to its widest content (a long email widened a
          390 px phone's page to 485 px). */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <h2 className="font-semibold">User information</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="min-w-0 text-right [overflow-wrap:anywhere]">
                {user.email}
                <span className="block text-xs text-muted-foreground">{user.emailVerified ? 'Confirmed' : 'Not confirmed yet'}</span>
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Name</dt>
              <dd>{user.name || '—'}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Account created</dt>
              <dd>{new Date(user.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Role</dt>
              <dd>{user.isAdmin ? 'Admin' : 'Member'}</dd>
            </div>
          </dl>
        </Card>
        <Card>
          <SubscriptionCard user={user} billingPortal={billingPortalAvailable(user)} />
        </Card>
        <Card>
          <UsageCard />
        </Card>
        <Card>
          <ExtensionCard hasProAccess={viewer.canAccessProFeatures} available={isExtensionBuilt()} />
        </Card>
        {canUseCustomCategories(viewer) && (
          <Card className="md:col-span-2">
            <h2 className="font-semibold">Custom categories</h2>
            <p className="mb-4 mt-1 text-sm text-muted-foreground">Group your prompts your way. Drag to reorder; only empty categories can be deleted.</p>
            <CategoryManager hasProAccess={canUseCustomCategories(viewer)} />
          </Card>
        )}
        <Card className="md:col-span-2">
          <h2 className="font-semibold">Personal parameters</h2>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">Saved once, filled into every prompt that asks for them, on every device.</p>
          <PersonalParametersForm />
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 border-t border-border pt-4 text-sm">
            <Link href="/account/parameters" className="font-medium text-accent hover:underline">
              Manage parameters and aliases
            </Link>
            <Link href="/account/parameters/setup" className="font-medium text-accent hover:underline">
              Run the setup wizard
            </Link>
          </div>
        </Card>
        <Card className="md:col-span-2">
          <PromptTransferCard canImport={canCreatePrompt(viewer)} canUseCustom={canUseCustomCategories(viewer)} />
        </Card>
        <Card id="api-tokens" className="scroll-mt-20 md:col-span-2">
          <ApiTokensCard hasProAccess={canUseApiTokens(viewer)} />
        </Card>
        {authProviderName() === 'local' && (
          <Card className="md:col-span-2">
            <PasswordCard />
          </Card>
        )}
        <Card className="md:col-span-2">
          <DataCard email={user.email} />
        </Card>
      </div>
    </div>
  );
}
