import { guardPage } from '@/lib/page-guard';
import { CostDashboard } from '@/components/admin/cost/cost-dashboard';

export const metadata = { title: 'Site running cost' };

// spec P2 §2 'Cost analysis dashboard': an internal planning tool, admin only (checked here, on the server).
export default async function CostPage() {
  await guardPage('admin');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Site running cost</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
          Cost analysis: a five-year projection of database and hosting costs from the plans and usage below. Your inputs and
          scenarios are kept in this browser.
        </p>
      </div>
      <CostDashboard />
    </div>
  );
}
