/**
 * Unit tests, run with `npm run test:unit` (or `npx jest`); the Playwright suites in tests/ are separate.
 * - app: jest + @testing-library/react, the forms and screens in app-routes/ and site/, and the site server;
 * - cms: pure logic of the CMS's own code (cms/src/**\/__tests__), in Node, without booting Strapi;
 * - repo: the repository's rules (scripts/__tests__), e.g. configuration read in one place and documented.
 * @type {import('jest').Config}
 */
const path = require('node:path');
const ts = require('typescript');

/**
 * The shared workspaces (contracts, content-seed) from their TypeScript sources, where the paths of
 * tsconfig.sources.json put them: the one declaration that tsc, tsx (the scripts) and the site's
 * webpack resolve them by too. No build step before the unit tests.
 */
const workspaceSources = (() => {
  const file = path.join(__dirname, 'tsconfig.sources.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return Object.fromEntries(
    Object.entries(config.compilerOptions.paths).map(([name, [target]]) => [`^${name}$`, path.join(__dirname, target)]),
  );
})();

const transform = { '^.+\\.[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.js' }] };

const app = {
  displayName: 'app',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/{app-routes,site,contracts}/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/site/server/__tests__/**/*.test.ts'],
  transform,
  moduleNameMapper: {
    '\\.module\\.(css|scss|sass)$': '<rootDir>/__mocks__/styleModuleMock.js',
    '\\.(css|scss|sass)$': '<rootDir>/__mocks__/styleMock.js',
    '\\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$': '<rootDir>/__mocks__/fileMock.js',
    '^@reach/router$': '@gatsbyjs/reach-router',
    ...workspaceSources,
    // ESM-only packages: mocked rather than transformed.
    '^react-markdown$': '<rootDir>/__mocks__/react-markdown.js',
    '^remark-gfm$': '<rootDir>/__mocks__/remark-gfm.js',
  },
  // `gatsby` is mocked by <rootDir>/__mocks__/gatsby.js (root-level __mocks__ of a node module apply automatically).
  roots: ['<rootDir>/contracts/src', '<rootDir>/app-routes/src', '<rootDir>/site/src', '<rootDir>/site/server', '<rootDir>/__mocks__'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/\\.cache/'],
  modulePathIgnorePatterns: ['<rootDir>/site/public/', '<rootDir>/site/\\.cache/', '<rootDir>/cms/'],
  resetMocks: true,
  restoreMocks: true,
};

const cms = {
  displayName: 'cms',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/cms/src'],
  testMatch: ['<rootDir>/cms/src/**/__tests__/**/*.test.ts'],
  transform,
  moduleNameMapper: workspaceSources,
  modulePathIgnorePatterns: ['<rootDir>/cms/dist/'],
};

/** The repository's own rules (scripts/__tests__): where the environment is read, and that it is documented. */
const repo = {
  displayName: 'repo',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts'],
  testMatch: ['<rootDir>/scripts/__tests__/**/*.test.ts'],
  transform,
  moduleNameMapper: workspaceSources,
};

module.exports = { projects: [app, cms, repo] };
