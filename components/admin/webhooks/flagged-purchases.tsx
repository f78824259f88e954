'use client';

import type { FlaggedPurchaseDTO } from '@/lib/dto/webhooks';
import { formatUtc } from '@/lib/webhook-monitoring';
import { Card } from '@/components/ui/card';
import { EmptyState } from './states';
import { TableFrame, Th, Td } from './table-parts';

/** Lifetime payments that were not granted (past the 100 spots, or bought twice): refund these. */
export function FlaggedPurchases({ rows }: { rows: FlaggedPurchaseDTO[] }) {
  if (rows.length === 0)
    return (
      <Card>
        <EmptyState text="No purchase awaits a refund." />
      </Card>
    );
  return (
    <TableFrame label="Purchases awaiting a refund">
      <thead className="bg-muted text-muted-foreground">
        <tr>
          <Th>Buyer</Th>
          <Th>Transaction</Th>
          <Th>Why</Th>
          <Th>Paid</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p._id} className="border-t border-border">
            <Td>{p.userEmail ?? 'Deleted user'}</Td>
            <Td className="font-mono text-xs">{p.transactionId ?? '—'}</Td>
            <Td className="max-w-sm whitespace-normal">{p.note ?? 'Refund due'}</Td>
            <Td className="text-muted-foreground">{formatUtc(p.createdAt)}</Td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
