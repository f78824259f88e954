// Next runs register() once in each server process before it answers a request.
export async function register() {
  // The Node.js server only (the edge runtime has no sockets of its own): see lib/security/peer-address.ts.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { recordPeerAddresses } = await import('./lib/security/peer-address');
    recordPeerAddresses();
    // A production server without MEMORY_ENCRYPTION_KEY stops here, not at someone's first save
    // (docs/memory.md): left running, it would answer every request with a 500.
    const { memoryKeys } = await import('./lib/env');
    try {
      memoryKeys();
    } catch (error) {
      console.error(`[promptloom] ${(error as Error).message}`);
      process.exit(1);
    }
  }
}
