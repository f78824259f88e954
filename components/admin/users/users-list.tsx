'use client';

import { Fragment, useState } from 'react';
import Link from 'next/link';
import { History, Search } from 'lucide-react';
import { useAdminUsers, useExtendTrial, useSetUserRole } from '@/hooks/queries/admin';
import { ADMIN_TEXT } from '@/lib/admin-text';
import type { AdminUserRow } from '@/lib/dto/admin';
import { notify } from '@/lib/notify';
import { formatUtc } from '@/lib/time-buckets';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Pager } from '@/components/ui/pager';
import { Input } from '@/components/ui/input';
import { AuditHistory } from './audit-history';

// The admin users list: search, role, plan, trial, activity; make or unmake an admin,
// extend a trial, open the person's prompts in the grid, and see what admins changed.

export function UsersList({ viewerId }: { viewerId: string }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search, page);
  const setRole = useSetUserRole();
  const extend = useExtendTrial();
  const [roleChange, setRoleChange] = useState<AdminUserRow | null>(null);
  const [extending, setExtending] = useState<AdminUserRow | null>(null);
  const [days, setDays] = useState('7');
  const [historyOf, setHistoryOf] = useState<string | null>(null);

  const confirmRole = () => {
    if (!roleChange) return;
    const role = roleChange.role === 'admin' ? 'user' : 'admin';
    setRole.mutate(
      { userId: roleChange._id, role },
      {
        onSuccess: () => {
          notify.success(role === 'admin' ? `${roleChange.email} is now an admin` : `${roleChange.email} is no longer an admin`);
          setRoleChange(null);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };
  const confirmExtend = () => {
    if (!extending) return;
    extend.mutate(
      { userId: extending._id, days: Number(days) },
      {
        onSuccess: (answer) => {
          notify.success(`Trial extended: ${answer.trialDaysRemaining} days left for ${extending.email}`);
          setExtending(null);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };

  const data = users.data;
  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex max-w-md gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <label htmlFor="user-search" className="sr-only">
          Search by email or name
        </label>
        <Input id="user-search" type="search" value={draft} placeholder="Search by email or name" onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden />
          Search
        </Button>
      </form>
      {users.isError && (
        <ErrorAlert>
          {ADMIN_TEXT.usersFailed}: {users.error.message}
        </ErrorAlert>
      )}
      <div className="relative overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[960px] text-left text-sm" aria-busy={users.isFetching}>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              {['User', 'Role', 'Plan', 'Trial days left', 'Created', 'Last active', 'Prompts', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!data && users.isPending && (
              <tr>
                <td colSpan={8} className="px-3 py-3">
                  <div className="h-4 animate-pulse rounded bg-muted" />
                </td>
              </tr>
            )}
            {data?.users.length === 0 && (
              <tr>
                <td colSpan={8} className="px-3 py-8 text-center text-muted-foreground">
                  No users match this search.
                </td>
              </tr>
            )}
            {data?.users.map((u) => (
              <Fragment key={u._id}>
                <tr className="border-t border-border align-top">
                  <td className="px-3 py-2">
                    <span className="block font-medium">{u.name || '—'}</span>
                    <span className="block text-muted-foreground">{u.email}</span>
                  </td>
                  <td className="px-3 py-2 capitalize">{u.role}</td>
                  <td className="px-3 py-2">{u.plan}</td>
                  <td className="px-3 py-2 tabular-nums">{u.trialDaysRemaining}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{formatUtc(u.createdAt)}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{formatUtc(u.lastActiveAt)}</td>
                  <td className="px-3 py-2">
                    <Link href={`/admin/analytics?${new URLSearchParams({ author: u.email, authorId: u._id })}#grid-title`} className="text-accent hover:underline">
                      {u.promptCount} {u.promptCount === 1 ? 'prompt' : 'prompts'}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      <Button size="sm" variant="secondary" disabled={u._id === viewerId && u.role === 'admin'} onClick={() => setRoleChange(u)}>
                        {u.role === 'admin' ? 'Remove admin' : 'Make admin'}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          setDays('7');
                          setExtending(u);
                        }}
                      >
                        Extend trial
                      </Button>
                      <button
                        type="button"
                        className={buttonClasses('ghost', 'sm')}
                        aria-expanded={historyOf === u._id}
                        aria-controls={`history-${u._id}`}
                        onClick={() => setHistoryOf(historyOf === u._id ? null : u._id)}
                      >
                        <History className="size-4" aria-hidden />
                        History
                      </button>
                    </div>
                  </td>
                </tr>
                {historyOf === u._id && (
                  <tr id={`history-${u._id}`} className="bg-muted/40">
                    <td colSpan={8} className="px-3 py-3">
                      <AuditHistory userId={u._id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {data && (
        <Pager
          label="User pages"
          count={`${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'user' : 'users'}`}
          page={page}
          totalPages={data.totalPages}
          onPage={setPage}
        />
      )}
      <ConfirmDialog
        open={roleChange !== null}
        onClose={() => setRoleChange(null)}
        title={roleChange?.role === 'admin' ? 'Remove admin role' : 'Make admin'}
        message={
          roleChange?.role === 'admin'
            ? `${roleChange.email} will lose access to the admin dashboards.`
            : `${roleChange?.email ?? ''} will get every admin right: dashboards, moderation and these controls.`
        }
        confirmLabel={roleChange?.role === 'admin' ? 'Remove admin' : 'Make admin'}
        danger={roleChange?.role === 'admin'}
        busy={setRole.isPending}
        onConfirm={confirmRole}
      />
      <Dialog open={extending !== null} onClose={() => setExtending(null)} title="Extend trial">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            confirmExtend();
          }}
        >
          <p className="text-sm text-muted-foreground">
            Adds days to {extending?.email}&apos;s trial, from its end, or from now if it has ended.
          </p>
          <label htmlFor="trial-days" className="mt-4 block text-sm font-medium">
            Days to add (1 to 365)
          </label>
          <Input id="trial-days" type="number" min={1} max={365} required value={days} onChange={(e) => setDays(e.target.value)} className="mt-1 w-32" />
          <div className="mt-6 flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setExtending(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={extend.isPending}>
              Extend trial
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
