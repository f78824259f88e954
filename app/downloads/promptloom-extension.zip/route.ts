import { appUrl } from '@/lib/env';
import { notFound } from '@/lib/errors';
import { EXTENSION_CARD_TEXT, EXTENSION_PACKAGE_NAME } from '@/lib/extension';
import { extensionPackage } from '@/lib/extension-package';
import { errorResponse, traced } from '@/lib/http';


// The browser extension for this server's own origin (docs/extension.md): public, as the code holds
// no secret and works only with a personal token.
export const GET = traced(async () => {
  const zip = extensionPackage(appUrl());
  if (!zip) return errorResponse(notFound(EXTENSION_CARD_TEXT.notBuilt));
  return new Response(zip as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${EXTENSION_PACKAGE_NAME}"`,
      'cache-control': 'no-cache',
    },
  });
});
