import autocannon from 'autocannon';

/** Load on one URL at the bench's 10 connections for `duration` seconds (a GET unless a method is given). */
export function load(url: string, headers: Record<string, string>, duration: number, request: { method?: 'GET' | 'POST'; body?: string } = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, method: request.method ?? 'GET', body: request.body, headers, connections: 10, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}
