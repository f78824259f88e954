import { guardPage } from '@/lib/page-guard';
import { DEFAULT_USAGE, projectCosts } from '@/lib/cost-model';

export const metadata = { title: 'Site running cost' };

export default async function CostPage() {
  await guardPage('admin');
  const rows = projectCosts(DEFAULT_USAGE);
  const total = rows.reduce((sum, r) => sum + r.yearlyCost, 0);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Site running cost</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Five-year projection with the default usage: {DEFAULT_USAGE.customersYear1} customers in year 1, {DEFAULT_USAGE.yearlyGrowthRate}% yearly growth.
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted text-muted-foreground">
            <tr>
              {['Year', 'Customers', 'Daily transactions', 'Storage (GB)', 'Database plan', 'Monthly', 'Yearly'].map((h) => (
                <th key={h} className="px-4 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((r) => (
              <tr key={r.year} className="border-t border-border">
                <td className="px-4 py-2">{r.year}</td>
                <td className="px-4 py-2">{r.customers.toLocaleString('en-US')}</td>
                <td className="px-4 py-2">{r.dailyTransactions.toLocaleString('en-US')}</td>
                <td className="px-4 py-2">{r.storageGB.toFixed(3)}</td>
                <td className="px-4 py-2">{r.databasePlan}</td>
                <td className="px-4 py-2">${r.monthlyCost}</td>
                <td className="px-4 py-2">${r.yearlyCost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm">
        Five-year total: <strong>${total.toLocaleString('en-US')}</strong>
      </p>
    </div>
  );
}
