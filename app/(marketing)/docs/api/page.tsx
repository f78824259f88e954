import type { Metadata } from 'next';
import { toApiReference } from '@/lib/api-reference';
import { openApiDocument } from '@/lib/openapi/document';
import { ApiReferenceView } from '@/components/api-docs/api-reference-view';

export const metadata: Metadata = {
  title: 'API reference',
  description: 'The Promptloom HTTP API: every operation, who may call it, its parameters, bodies and answers. OpenAPI 3.1.',
};

// The reference of GET /api/openapi.json, rendered on the server from the same document.
export default function ApiReferencePage() {
  return <ApiReferenceView reference={toApiReference(openApiDocument())} />;
}
