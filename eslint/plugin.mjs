// Project rules that the boundaries plugin cannot express: it classifies files by folder, while a
// client component is marked by its 'use client' directive wherever it lives (app/error.tsx …).
import { isServerModule, resolveLocal } from './layers.mjs';

const noServerImportInClient = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module imports no server module (services, models, lib/db, lib/env, lib/auth …), not even a type" },
    messages: {
      server: "'{{source}}' ({{target}}) is a server module: a 'use client' file cannot import it. Take wire types from lib/dto and data through hooks/ (server actions or the API).",
    },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.ast;
    const isClient = program.body.some(
      (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
    );
    if (!isClient) return {};
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!source) return;
      const target = resolveLocal(source, context.filename);
      if (target && isServerModule(target)) context.report({ node, messageId: 'server', data: { source, target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'promptloom' }, rules: { 'no-server-import-in-client': noServerImportInClient } };
