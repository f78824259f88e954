import { guardPage } from '@/lib/page-guard';
import { syncUser } from '@/lib/services/users';
import { Card } from '@/components/ui/card';
import { SubscriptionCard } from '@/components/account/subscription-card';
import { PersonalParametersForm } from '@/components/account/personal-parameters-form';

export const metadata = { title: 'Account' };

export default async function AccountPage() {
  const viewer = await guardPage('signedIn', '/account');
  const result = await syncUser(viewer);
  if (!result.ok) throw new Error(result.error);
  const user = result.data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Account</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="font-semibold">User information</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Email</dt>
              <dd>{user.email}</dd>
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
          <SubscriptionCard user={user} />
        </Card>
        <Card className="md:col-span-2">
          <h2 className="font-semibold">Personal parameters</h2>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">Saved once, filled into every prompt that asks for them, on every device.</p>
          <PersonalParametersForm />
        </Card>
      </div>
    </div>
  );
}
