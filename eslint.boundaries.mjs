// The server's layers and module boundaries (docs/adding-a-module.md, "Layers"), checked on every import:
// - a layer imports only layers below it: shared < config, migrations < core < infrastructure < common < modules
//   < the composition (app.module, main, setup-app, web-app.middleware, schema/);
// - a module imports from another module only what that module offers: its Nest module, providers (services,
//   repositories, registries, guards), entities, DTO classes, decorators and error codes; never its controllers,
//   mappers, rules or jobs;
// - in a module only repositories talk to the database (DataSource, EntityManager, `.query(`); the kit they build
//   on (common/tenancy, common/linked-content), core and infrastructure may.
import path from 'node:path';

const ROOT = import.meta.dirname;
const API = 'api/src/';
const LAYERS = [
  ['shared/', 0],
  ['config/', 1],
  ['migrations/', 1],
  ['core/', 2],
  ['infrastructure/', 3],
  ['common/', 4],
  ['modules/', 5],
];
const OFFERED = /(\.(module|service|repository|registry|guard|decorators|errors|dto)|\/entities\/[^/]+\.entity)\.ts$/;

function repoPath(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** The repository path an import names, or null for a package. */
function target(importer, spec) {
  if (spec.startsWith('#shared/')) return `${API}shared/${spec.slice(8)}.ts`;
  if (spec.startsWith('#api/')) return `${API}${spec.slice(5)}.ts`;
  if (spec.startsWith('.')) return `${repoPath(path.resolve(path.dirname(importer), spec))}.ts`;
  return null;
}

function layerOf(rel) {
  if (!rel.startsWith(API)) return null;
  const inner = rel.slice(API.length);
  const found = LAYERS.find(([prefix]) => inner.startsWith(prefix));
  return found ? { name: found[0].slice(0, -1), rank: found[1] } : { name: 'composition', rank: 6 };
}

const moduleOf = (rel) => /^api\/src\/modules\/([^/]+)\//.exec(rel)?.[1] ?? null;

function checkImport(context, node, spec) {
  const importer = repoPath(context.filename);
  const rel = target(context.filename, spec);
  if (!rel) return;
  const from = layerOf(importer);
  const to = layerOf(rel);
  if (from && to && to.rank > from.rank) {
    context.report({ node, message: `${from.name} sits below ${to.name}: it may not import '${spec}'.` });
    return;
  }
  const a = moduleOf(importer);
  const b = moduleOf(rel);
  if (a && b && a !== b && !OFFERED.test(rel)) {
    context.report({
      node,
      message: `Module ${a} may take from module ${b} only its Nest module, providers, entities, DTOs, decorators and errors, not '${spec}'.`,
    });
  }
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const check = (node) => node.source && typeof node.source.value === 'string' && checkImport(context, node, node.source.value);
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const DATABASE_MESSAGE = 'In a module only repositories talk to the database: add a repository method.';
export const databaseAccessRules = {
  'no-restricted-imports': [
    'error',
    { paths: [{ name: 'typeorm', importNames: ['DataSource', 'EntityManager'], message: DATABASE_MESSAGE }] },
  ],
  'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='query']", message: DATABASE_MESSAGE }],
};

export const boundariesPlugin = { rules: { boundaries } };
