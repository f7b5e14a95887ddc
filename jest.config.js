/**
 * Unit tests, run with `npm run test:unit` (or `npx jest`); the Playwright suites in tests/ are separate.
 * - app: jest + @testing-library/react, the forms and screens in app-routes/ and site/;
 * - origin-server: the site's own Node process (site/server), in Node;
 * - cms: pure logic of the CMS's own code (cms/src/**\/__tests__), in Node, without booting Strapi;
 * - repo: the repository's rules (scripts/__tests__), e.g. configuration read in one place and documented.
 * @type {import('jest').Config}
 */
/**
 * The shared workspaces (contracts, content-seed) from their TypeScript sources: the `workspace-source`
 * condition of their package.json exports, which every tool that compiles TypeScript asks for
 * (README, "Workspaces and their entries"). No build step before the unit tests.
 */
const SOURCE = 'workspace-source';

const transform = { '^.+\\.[jt]sx?$': ['babel-jest', { configFile: './babel.jest.config.js' }] };

const app = {
  displayName: 'app',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // jsdom's own conditions are ['browser'].
  testEnvironmentOptions: { customExportConditions: [SOURCE, 'browser'] },
  testMatch: ['<rootDir>/{app-routes,site,contracts}/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform,
  moduleNameMapper: {
    '\\.module\\.(css|scss|sass)$': '<rootDir>/__mocks__/styleModuleMock.js',
    '\\.(css|scss|sass)$': '<rootDir>/__mocks__/styleMock.js',
    '\\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$': '<rootDir>/__mocks__/fileMock.js',
    '^@reach/router$': '@gatsbyjs/reach-router',
    // ESM-only packages: mocked rather than transformed.
    '^react-markdown$': '<rootDir>/__mocks__/react-markdown.js',
    '^remark-gfm$': '<rootDir>/__mocks__/remark-gfm.js',
  },
  // `gatsby` is mocked by <rootDir>/__mocks__/gatsby.js (root-level __mocks__ of a node module apply automatically).
  roots: ['<rootDir>/contracts/src', '<rootDir>/app-routes/src', '<rootDir>/site/src', '<rootDir>/__mocks__'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts', '<rootDir>/app-routes/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/\\.cache/'],
  modulePathIgnorePatterns: ['<rootDir>/site/public/', '<rootDir>/site/\\.cache/', '<rootDir>/cms/'],
  resetMocks: true,
  restoreMocks: true,
};

/** Node's own conditions in jest-environment-node, after the sources' one. */
const nodeConditions = { customExportConditions: [SOURCE, 'node', 'node-addons'] };

/** The origin server (site/server, the origin-server workspace): plain Node, no DOM. */
const originServer = {
  displayName: 'origin-server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testEnvironmentOptions: nodeConditions,
  roots: ['<rootDir>/site/server'],
  testMatch: ['<rootDir>/site/server/__tests__/**/*.test.ts'],
  transform,
  resetMocks: true,
  restoreMocks: true,
};

const cms = {
  displayName: 'cms',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/cms/src'],
  testEnvironmentOptions: nodeConditions,
  testMatch: ['<rootDir>/cms/src/**/__tests__/**/*.test.ts'],
  transform,
  // otplib's base32 and HMAC plugins (@otplib/plugin-*, @scure, @noble) are ESM only: compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(@scure|@noble|@otplib)/)'],
  modulePathIgnorePatterns: ['<rootDir>/cms/dist/'],
};

/** The repository's own rules (scripts/__tests__): where the environment is read, and that it is documented. */
const repo = {
  displayName: 'repo',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts'],
  testEnvironmentOptions: nodeConditions,
  testMatch: ['<rootDir>/scripts/__tests__/**/*.test.ts'],
  transform,
};

module.exports = { projects: [app, originServer, cms, repo] };
