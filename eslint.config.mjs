// One lint run for the whole tree: server, workers, tests and the web app (`npm run lint`).
// Formatting belongs to Prettier (`npm run format`); eslint-config-prettier switches off every rule that would fight it.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettierConfig from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { boundariesPlugin, databaseAccessRules } from './eslint.boundaries.mjs';

const FEATURES_DIR = 'web/src/features';
const CODE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';

// Each feature may import only itself; features compose in web/src/app (CONVENTIONS 15). The list is read
// from disk so a new feature folder is covered without touching this file.
const featureZones = readdirSync(new URL(`./${FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./${FEATURES_DIR}/${name}`,
    from: `./${FEATURES_DIR}`,
    except: [`./${name}`],
    message: 'Features do not import each other: share code through web/src/components or web/src/lib, compose in web/src/app.',
  }));

// web/src/app only composes (router, store, providers, layout): nothing else imports it.
const appZone = {
  target: ['./web/src/features', './web/src/components', './web/src/lib'],
  from: './web/src/app',
  message: 'web/src/app only composes: move what others need to web/src/lib or web/src/components.',
};

export default defineConfig(
  {
    ignores: ['node_modules/', 'dist/', 'dist-web/', 'coverage/', '.data/', 'test/artifacts/'],
  },
  {
    files: [CODE],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
      // The path aliases (#shared/*, #api/*) are our own code, not packages.
      'import-x/internal-regex': '^#',
    },
    rules: {
      // tsc reports unused locals and parameters too; this keeps the underscore escape hatch and `...rest` omission.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/first': 'error',
      'import-x/newline-after-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/order': [
        'error',
        {
          groups: [['builtin', 'external'], 'internal', 'parent', ['sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { [CODE]: 'KEBAB_CASE' },
        // Only the part before the first dot is checked, so role suffixes (.controller, .e2e-spec, .config) pass.
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{api,web,workers,test,docker}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Generated migrations keep TypeORM's timestamp prefix: 1795384496996-initial-schema.ts.
    files: ['api/src/migrations/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'api/src/migrations/*.ts': '@(index|+([0-9])-+([a-z0-9])*(-+([a-z0-9])))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // The server's layers and module boundaries; specs may reach across them to set up what they test.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.spec.ts'],
    plugins: { plenum: boundariesPlugin },
    rules: {
      'plenum/boundaries': 'error',
      // A file's role is its last name part after a dot (event.rules.ts), never a word joined by a dash.
      'check-file/filename-blocklist': [
        'error',
        {
          'api/src/modules/**/*-{rules,views,errors,repository,service,controller,jobs,module,guard,registry,gated,dto,entity}.ts':
            '*.<role>.ts',
        },
      ],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/**/*.repository.ts', 'api/src/**/*.spec.ts'],
    rules: databaseAccessRules,
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('node:crypto')` shadows Node's global of the same name on purpose.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...featureZones, appZone] }],
    },
  },
  prettierConfig,
);
