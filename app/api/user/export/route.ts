import { route } from '@/lib/http';
import { exportAccountData } from '@/lib/services/account';

// A download: the browser saves the JSON as a file (the account page links here).
export const GET = route(async ({ viewer }) => {
  const result = await exportAccountData(viewer);
  if (!result.ok) return result;
  const day = result.data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(result.data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="promptloom-export-${day}.json"`,
      'cache-control': 'no-store',
    },
  });
});
