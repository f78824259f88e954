// Import resolver for ESLint (eslint-module-utils interface v2), used by eslint-plugin-boundaries:
// the tsconfig alias `@/x` is the project root, and TypeScript files resolve without extension.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '..');
const extensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, file) {
  const target = source.startsWith('@/') ? path.join(root, source.slice(2)) : source;
  return nodeResolver.resolve(target, file, { extensions });
};
