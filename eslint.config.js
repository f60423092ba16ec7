// Lint rules for every workspace: typescript-eslint with type information, react-hooks for the web app.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import noImportCycle from './eslint-rules/no-import-cycle.mjs';

// The web app's features and the staff app's folders are read from the folders themselves, so a new
// one (features/access, admin/activity) is guarded from its first file.
/** Every folder directly under `dir`, from the repository's root, sorted. */
function foldersOf(dir) {
  return fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const WEB_FEATURES = foldersOf('apps/web/src/features');

// The staff app's domains under features/admin (all but the shell and the shared parts in common).
const ADMIN_DOMAINS = foldersOf('apps/web/src/features/admin').filter(
  (folder) => folder !== 'common' && folder !== 'shell',
);

/** No import of another feature, nor a relative path out of this one. */
function featureBoundary(feature) {
  return {
    group: [
      '@/features/*',
      `!@/features/${feature}`,
      '../*',
      '!../components',
      '!../api',
      '!../hooks',
      '!../lib',
    ],
    message: 'A feature may not import another feature; move shared code to components/, lib/ or api/.',
  };
}

/** A relative path stays inside its admin folder; another folder is named by its @/ path. */
function leaveAdminFolderByAlias(folder) {
  const others = [...ADMIN_DOMAINS, 'common', 'shell'].filter((f) => f !== folder);
  return {
    regex: `^(\\.\\.?/)+(${others.join('|')})/`,
    message: 'Reach another admin folder by its @/features/admin/… path.',
  };
}

const SERVER = 'apps/server/src';

/**
 * The server's layers as import-x/no-restricted-paths zones. Globs are absolute: the rule matches
 * `except` globs against the resolved (absolute) path of each import.
 */
function serverLayerZones() {
  const at = (rel) => path.join(import.meta.dirname, SERVER, rel);
  return [
    {
      target: at('lib'),
      from: at('**'),
      except: [at('lib/**')],
      message: 'lib/ is plain helpers: it imports nothing of the server but lib/.',
    },
    {
      target: at('infra'),
      from: ['domains', 'admin', 'http', 'documents', 'app.ts', 'main.ts'].map(at),
      message:
        'infra/ (database, cache, mail, AI and payment providers) imports no domain, admin, http, documents nor app.ts.',
    },
    {
      target: at('documents'),
      from: at('**'),
      except: [at('documents/**'), at('lib/**')],
      message:
        'documents/ is pure (no database, no request): it imports only documents/ and lib/ and renders the projection it is given.',
    },
    {
      target: at('domains'),
      from: ['admin', 'http', 'app.ts', 'main.ts'].map(at),
      message:
        'A domain imports no admin/, http/ nor app.ts: the http plugins reach it as decorators and route config.',
    },
    ...foldersOf(`${SERVER}/domains`).map((domain) => ({
      target: at(`domains/${domain}`),
      from: at('domains/**'),
      except: [at(`domains/${domain}/**`), at('domains/**/service.ts')],
      message:
        'A domain imports another domain only through its service.ts files (never its repo.ts, routes.ts or internals).',
    })),
    ...foldersOf(`${SERVER}/admin`).map((folder) => ({
      target: at(`admin/${folder}`),
      from: at('{admin,domains}/**'),
      except: [...new Set([`admin/${folder}/**`, 'admin/common/**', 'domains/**/service.ts'])].map(at),
      message:
        folder === 'common'
          ? 'admin/common is shared by the staff screens: it depends on none of them, and on domains only through their service.ts.'
          : 'A staff screen uses domains only through their service.ts (never a repo.ts) and reaches another admin folder only through admin/common.',
    })),
    {
      target: at('**/*routes.ts'),
      from: at('http'),
      message:
        'A routes file never imports http/: it uses the http plugins as decorators (app.requireStaff, request.visitor) or route config.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/src/infra/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Code flows one way (shared → features → app), and one feature never reaches into another.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureBoundary(feature)] }] },
  })),
  // The staff app is split like the server's admin-* modules: the shell (dashboard, tab bar, header)
  // composes the domains; a domain reaches another only through its api/ files and shares parts
  // through admin/common, which depends on no domain.
  {
    files: ['apps/web/src/features/admin/shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureBoundary('admin')] }] },
  },
  ...ADMIN_DOMAINS.map((domain) => ({
    files: [`apps/web/src/features/admin/${domain}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureBoundary('admin'),
            leaveAdminFolderByAlias(domain),
            {
              regex: `^@/features/admin/(?!common/|${domain}/)[^/]+/(?!api/)`,
              message:
                'An admin domain reaches another only through its api/ files; shared admin parts belong in admin/common.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/features/admin/common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureBoundary('admin'),
            leaveAdminFolderByAlias('common'),
            {
              regex: '^@/features/admin/(?!common/)',
              message: 'Shared admin parts may not depend on an admin domain or the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{components,lib,api,hooks}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app', '@/routes'],
              message: 'Shared code may not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  // The server's layers (issue #23): each zone's message is the rule of its layer (the one place it is
  // written; README's layout section lists the layers). No import cycle anywhere in the server.
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX, trajectory: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'trajectory/no-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverLayerZones() }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
