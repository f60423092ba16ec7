// Lint rules for every workspace: typescript-eslint with type information, react-hooks for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

// The web app's features and the staff app's folders are read from the folders themselves, so a new
// one (features/access, admin/activity) is guarded from its first file.
const foldersOf = (path) =>
  fs
    .readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const WEB_FEATURES = foldersOf('./apps/web/src/features/');

// The staff app's domains under features/admin (all but the shell and the shared parts in common).
const ADMIN_DOMAINS = foldersOf('./apps/web/src/features/admin/').filter(
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
  {
    // Server domains reach each other only through their services, never another domain's routes or
    // repo (a module's own ./repo is fine); the layout is in docs/decisions.md (issue #13).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/routes', '../*/*routes', '../*/repo', '**/modules/*/repo', '**/modules/*/routes'],
              message: 'Import another domain through its service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Providers are ports to the outside; they never reach into the domains (issue #13).
    files: ['apps/server/src/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/modules/**'], message: 'A provider may not depend on a domain module.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
