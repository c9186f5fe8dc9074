// Jest runs the API unit specs, the API e2e tests and the browser tests (web component tests run in vitest).
// @swc/jest transforms TypeScript and the ESM-only packages Nest 12 and nodemailer ship (STACK pitfalls 1 and 3).
const swc = (ignoreDynamic) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs', ignoreDynamic },
  },
];

const shared = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.ts$': swc(true), '^.+\\.m?js$': swc(false) },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|nodemailer|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)'],
  moduleNameMapper: { '^#shared/(.*)$': '<rootDir>/api/src/shared/$1', '^#api/(.*)$': '<rootDir>/api/src/$1' },
  rootDir: __dirname,
};

module.exports = {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/api/src/**/*.spec.ts', '<rootDir>/workers/src/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
    },
    { ...shared, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'] },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: '<rootDir>/test/environment/browser-environment.cjs',
      testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'],
      slowTestThreshold: 60,
    },
  ],
};
