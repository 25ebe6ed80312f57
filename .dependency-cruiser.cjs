// The dependency direction of shared/conventions.md, checked in `npm test`.
// tooling/architecture.test.ts plants a forbidden import for each rule and expects a failure.
const tests = '(\\.test\\.tsx?|\\.pact\\.test\\.ts|\\.stories\\.tsx?)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'packages/domain imports nothing outside itself: no package of ours, no framework, no Node built-in; only ' +
        '@date-fns/tz, for the school\'s wall-clock times as instants (docs/decisions/0062).',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: tests },
      to: { pathNot: ['^packages/domain/src', '(^|/)node_modules/@date-fns/tz/'] },
    },
    {
      name: 'tokens-are-data',
      comment: 'packages/tokens is design tokens as plain data: it imports nothing.',
      severity: 'error',
      from: { path: '^packages/tokens/src' },
      to: { pathNot: '^packages/tokens/src' },
    },
    {
      name: 'wording-only-domain',
      comment: 'packages/wording may import packages/domain (the ids its catalogs are typed against) and no other package of ours.',
      severity: 'error',
      from: { path: '^packages/wording/src' },
      to: { path: ['^packages/(tokens|adapters|ui|web|local-backend)/', '^@admission/(tokens|adapters|ui|web|local-backend)'] },
    },
    {
      name: 'adapters-only-domain',
      comment: 'packages/adapters may import packages/domain and no other package of ours.',
      severity: 'error',
      from: { path: '^packages/adapters/src' },
      to: { path: ['^packages/(wording|tokens|ui|web|local-backend)/', '^@admission/(wording|tokens|ui|web|local-backend)'] },
    },
    {
      name: 'ui-only-tokens',
      comment: 'packages/ui takes every text through props: of our packages it imports only the design tokens, and no i18n library.',
      severity: 'error',
      from: { path: '^packages/ui/src' },
      to: {
        path: [
          '^packages/(domain|wording|adapters|web|local-backend)/', '^@admission/(domain|wording|adapters|web|local-backend)',
          '(^|node_modules/)(react-intl|@formatjs/|i18next|react-i18next)',
        ],
      },
    },
    {
      name: 'local-backend-no-front-end',
      comment: 'The stand-in backend reuses the domain rules, the shared wording and the design tokens, and nothing of the front end.',
      severity: 'error',
      from: { path: '^packages/local-backend/' },
      to: { path: ['^packages/(adapters|ui|web)/', '^@admission/(adapters|ui|web)'] },
    },
    {
      name: 'web-features-are-separate',
      comment: 'A feature of the web app does not import the insides of another feature.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/([^/]+)/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that does not resolve is a package missing from package.json (or a typo).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'web-shared-not-app',
      comment:
        'web/src/shared holds what the app and the features build on (components, queries, the brand of the page); ' +
        'it does not import web/src/app, which builds on it.',
      severity: 'error',
      from: { path: '^packages/web/src/shared/' },
      to: { path: '^packages/web/src/app/' },
    },
    {
      name: 'no-circular',
      comment:
        'Modules that import each other, even through a lazy import(), are evaluated in an order that depends on which ' +
        'is imported first. The signed-in code has one lazy door from the first chunk (web/src/app/portal.ts) and the ' +
        'services load their container lazily (web/src/di/services.ts): neither imports back what imports it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(dist|dist-browsers|dist-debug|dist-e2e|dist-types|storybook-static|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
