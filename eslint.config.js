// ESLint flat config. Besides the recommended JavaScript, TypeScript and React-hooks rules it holds the
// architecture's boundaries (docs/decisions/lint-boundaries.md), so a wrong import fails
// `npm run lint` instead of waiting for a reviewer:
// - a web feature never imports another feature; web/ never imports functions/, infra/ or test code;
// - functions/ never imports web/ or infra/, and a group folder never imports another group's folder
//   (functions/lib, functions/data, functions/api/route-table.ts and shared/ are for everyone);
// - shared/ imports nothing of the app;
// - only the data layer talks to DynamoDB and only the media store talks to S3;
// - the app's code (web, functions, schemas) imports texts by area, never the shared/messages barrel;
// - no import cycles.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const DYNAMODB_CLIENTS = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'];
const S3_CLIENTS = ['@aws-sdk/client-s3', '@aws-sdk/s3-presigned-post', '@aws-sdk/s3-request-presigner'];
const DATA_LAYER = 'functions/data';
const MEDIA_STORE = 'functions/lib/media';

/** zod/mini with English messages, so every schema reads the messages the full build gives (shared/zod.ts). */
const ZOD_BUILDS = ['zod', 'zod/mini'];

/**
 * The texts by area (shared/messages/<area>.ts): the barrel would put every text on the landing page, and
 * in every Lambda bundle every text an imported module names.
 */
const MESSAGE_BARRELS = [
  '@shared/messages',
  '../messages',
  ...[1, 2, 3, 4].map((depth) => `${'../'.repeat(depth)}shared/messages`),
].map((name) => ({
  name,
  message: 'Import the area you need from shared/messages/<area>: the app loads texts by area.',
}));

/**
 * `no-restricted-imports` naming, for each client package a zone must not import, the one place that does;
 * zod itself, which only shared/zod.ts imports; and the messages barrel.
 */
const restrictClients = ({ dynamodb, s3, zod = true, messageBarrel = true }) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        ...(messageBarrel ? MESSAGE_BARRELS : []),
        ...(zod ? ZOD_BUILDS.map((name) => ({ name, message: 'Import zod as `import * as z from shared/zod`.' })) : []),
        ...(dynamodb ? DYNAMODB_CLIENTS.map((name) => ({ name, message: `Only ${DATA_LAYER} talks to DynamoDB.` })) : []),
        ...(s3 ? S3_CLIENTS.map((name) => ({ name, message: `Only the media store (${MEDIA_STORE}) talks to S3.` })) : []),
      ],
    },
  ],
});

const FUNCTION_FLOORS = [
  'functions-kernel',
  'functions-ai',
  'functions-data-keys',
  'functions-data-table',
  'functions-data',
  'functions-lib',
  'functions-api',
  'functions-group',
];

/** A floor of functions/ imports only the floors named below it (and itself, and shared/). */
const floorsBelow = (floor, below, why) => [
  {
    from: { element: { type: floor } },
    disallow: { to: { element: { type: FUNCTION_FLOORS.filter((f) => f !== floor && !below.includes(f)) } } },
    message: `Imports run down the floors of functions/: ${why} (it imported {{ to.type }}).`,
  },
];

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', 'cdk.out/', '.data/', 'coverage/', 'test-results/', 'scratch/', '.cache/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read untyped JSON replies and CDK templates: `any` is the honest type there, and a wrong guess
    // fails the assertion that reads it.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },

  // Which AWS client packages a zone may import. Tests and infra/local build their own clients.
  { files: ['functions/**', 'shared/**', 'web/**'], rules: restrictClients({ dynamodb: true, s3: true }) },
  { files: [`${DATA_LAYER}/**`], rules: restrictClients({ s3: true }) },
  { files: [`${MEDIA_STORE}/**`], rules: restrictClients({ dynamodb: true }) },
  // It builds the clients both of them use.
  { files: ['functions/kernel/aws-clients/*.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['shared/zod.ts'], rules: restrictClients({ dynamodb: true, s3: true, zod: false }) },

  // Import cycles and the boundaries between the parts of the repository, on resolved paths.
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json', alwaysTryTypes: true })],
      // eslint-plugin-boundaries reads the older `import/resolver` setting.
      'import/resolver': { typescript: { project: 'tsconfig.json', alwaysTryTypes: true } },
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web', pattern: 'web', partialMatch: false },
        // The floors of functions/, from the ground up (docs/decisions/code-by-domain.md); a group folder is any other.
        { type: 'functions-kernel', pattern: 'functions/kernel', partialMatch: false },
        { type: 'functions-ai', pattern: 'functions/ai', partialMatch: false },
        // The data layer's own floors: the keys, the table's plumbing, then a folder per domain.
        { type: 'functions-data-keys', pattern: 'functions/data/keys', partialMatch: false },
        { type: 'functions-data-table', pattern: 'functions/data/table', partialMatch: false },
        { type: 'functions-data', pattern: 'functions/data/*', capture: ['domain'], partialMatch: false },
        { type: 'functions-lib', pattern: 'functions/lib', partialMatch: false },
        { type: 'functions-api', pattern: 'functions/api', partialMatch: false },
        { type: 'functions-group', pattern: 'functions/*', capture: ['group'], partialMatch: false },
        { type: 'shared', pattern: 'shared', partialMatch: false },
        { type: 'infra', pattern: 'infra', partialMatch: false },
        { type: 'test', pattern: 'test', partialMatch: false },
        { type: 'bench', pattern: 'bench', partialMatch: false },
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.captured.feature }}' } } } },
              message:
                'A feature does not import another feature ({{ from.captured.feature }} -> {{ to.captured.feature }}): compose them in web/src/app.',
            },
            {
              from: { element: { type: 'web*' } },
              disallow: { to: { element: { type: ['functions*', 'infra', 'test', 'bench'] } } },
              message: 'web/ imports only web/ and shared/ (it imported {{ to.type }}).',
            },
            {
              from: { element: { type: 'functions*' } },
              disallow: { to: { element: { type: ['web*', 'infra', 'test', 'bench'] } } },
              message: 'functions/ imports only functions/ and shared/ (it imported {{ to.type }}).',
            },
            ...floorsBelow(
              'functions-kernel',
              [],
              'the kernel (clock, ids, errors, config, logger, secrets, AWS clients) imports nothing above it',
            ),
            ...floorsBelow('functions-ai', ['functions-kernel'], 'the AI engine stands on the kernel alone'),
            ...floorsBelow('functions-data-keys', ['functions-kernel'], 'the keys are built from ids alone'),
            ...floorsBelow(
              'functions-data-table',
              ['functions-kernel', 'functions-data-keys'],
              "the table's plumbing knows keys, not entities",
            ),
            ...floorsBelow(
              'functions-data',
              ['functions-kernel', 'functions-ai', 'functions-data-keys', 'functions-data-table'],
              "the data layer stands on the kernel and the AI engine's result types",
            ),
            ...floorsBelow(
              'functions-lib',
              ['functions-kernel', 'functions-ai', 'functions-data-keys', 'functions-data-table', 'functions-data'],
              'functions/lib serves the groups and imports none of them',
            ),
            {
              from: { element: { type: 'functions-group' } },
              disallow: {
                to: { element: { type: 'functions-group', captured: { group: '!{{ from.captured.group }}' } } },
              },
              message:
                "A function group does not import another group's folder ({{ from.captured.group }} -> {{ to.captured.group }}): move what both need into functions/lib.",
            },
            {
              from: { element: { type: 'functions-group', captured: { group: '!openapi' } } },
              disallow: { to: { element: { type: 'functions-api' } } },
              message: 'Only the openapi group reads the route table: a group knows its own routes ({{ from.captured.group }}).',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: '!shared' } } },
              message: 'shared/ imports nothing of the app (it imported {{ to.type }}).',
            },
          ],
        },
      ],
    },
  },
);
