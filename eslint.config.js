import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
import i18next from 'eslint-plugin-i18next'
import globals from 'globals'

/**
 * Layers (CONTRIBUTING.md, docs/architecture.md): ui, lib, api, i18n <- features <- app.
 * A feature never imports another feature; only src/mocks touches the database (mocks/db);
 * src/mocks never imports features, app or ui. Files are classified by PATH once the import is
 * resolved, so `@/app/x`, `../../app/x` and `src/app/x` are the same dependency.
 * tests/lint/boundaries.test.ts proves that each policy below fails on a violating import.
 */
const element = (type, pattern, extra = {}) => ({ type, pattern, partialMatch: false, ...extra })
const ELEMENTS = [
  element('mocks', 'src/mocks'),
  element('testing', 'src/testing'),
  element('app', 'src/app'),
  element('feature', 'src/features/*', { capture: ['feature'] }),
  element('ui', 'src/ui'),
  element('lib', 'src/lib'),
  element('api', 'src/api'),
  element('i18n', 'src/i18n'),
  element('styles', 'src/styles'),
  element('entry', 'src'), // main.tsx, sw.ts (the folders above match first)
]
/** The database: only the mock API (and the vitest harness that resets it) may import it. */
const FILES = [{ category: 'database', pattern: 'src/mocks/db.ts' }]

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } })
const BASE = ['lib', 'api', 'i18n', 'styles']
const POLICIES = [
  { from: { element: { type: 'lib' } }, allow: to('lib', 'api', 'i18n') },
  { from: { element: { type: 'api' } }, allow: to('api', 'lib', 'i18n') },
  { from: { element: { type: 'i18n' } }, allow: to('i18n', 'lib') },
  { from: { element: { type: 'ui' } }, allow: to('ui', ...BASE) },
  // A feature: the layers below it, and its own files only (never another feature).
  {
    from: { element: { type: 'feature' } },
    allow: [to('ui', ...BASE), { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } }],
  },
  { from: { element: { type: 'app' } }, allow: to('app', 'feature', 'ui', 'mocks', ...BASE) },
  { from: { element: { type: 'entry' } }, allow: to('app', 'mocks', 'entry', ...BASE) },
  // The mock API: contracts, lib and its own files (the database); never the screens. One known
  // exception, narrowed below: the app-search index is built from the route registry (app/nav).
  { from: { element: { type: 'mocks' } }, allow: to('mocks', ...BASE) },
  // The vitest harness (src/testing) may reset and fill the database, and loads the registry (its paths feed linkTo) as the app's entry does.
  { from: { element: { type: 'testing' } }, allow: to('testing', 'mocks', 'app', 'ui', ...BASE) },
  // Last, so it wins: the database from anywhere but the mock API and the harness.
  {
    from: { element: { types: { anyOf: ['app', 'feature', 'ui', 'lib', 'api', 'i18n', 'styles', 'entry'] } } },
    disallow: { to: { file: { categories: 'database' } } },
  },
]

/** Tests may use the vitest harness (src/testing) on top of what their layer may import. */
const TEST_POLICIES = [{ allow: to('testing') }]

const VISIBLE_ATTRIBUTE = 'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label)$/]'
const LETTER = '/\\p{L}/u'
const LITERAL_ATTRIBUTES = [
  `${VISIBLE_ATTRIBUTE} > Literal[value=${LETTER}]`,
  `${VISIBLE_ATTRIBUTE} > JSXExpressionContainer > Literal[value=${LETTER}]`,
  `${VISIBLE_ATTRIBUTE} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`,
  `JSXElement > JSXExpressionContainer > Literal[value=${LETTER}]`,
].map((selector) => ({ selector, message: 'Visible text comes from the locale files (t(...)): see CONTRIBUTING.md#strings.' }))

const TEST_FILES = ['**/*.test.{ts,tsx}']

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'public/mockServiceWorker.js',
      'node_modules',
      'bench/.work',
      'tests/e2e/.artifacts',
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Layers and feature isolation, whatever the import form.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // boundaries resolves through eslint-module-utils (the legacy 'import/resolver' key).
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: TEST_FILES.map((f) => `src/${f}`),
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: [...POLICIES, ...TEST_POLICIES] }] },
  },
  // The API document's test checks the table against the MSW handlers (their index only).
  {
    files: ['src/api/openapi/*.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [...POLICIES, ...TEST_POLICIES, { allow: { to: { file: { path: 'src/mocks/handlers/index.ts' } } } }],
        },
      ],
    },
  },
  // The one known mocks -> app edge (see above); narrow on purpose.
  {
    files: ['src/mocks/lib/search-index.ts', 'src/mocks/handlers/search.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', policies: [...TEST_POLICIES, { allow: { to: { file: { path: 'src/app/nav.ts' } } } }, ...POLICIES] },
      ],
    },
  },
  // kebab-case file and folder names.
  {
    files: ['src/**/*', 'tests/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  // Every visible string from the locale files: JSX text (i18next) and the user-visible attributes
  // (aria-label, title, placeholder, alt, label) given a literal with a letter in it.
  {
    files: ['src/features/**/*.tsx', 'src/ui/**/*.tsx'],
    ignores: TEST_FILES,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-text-only', words: { exclude: ['[0-9!-/:-@[-`{-~\\s•·—–…×→←↑↓%‰€$]+', '[A-Z_-]+'] } },
      ],
      'no-restricted-syntax': ['error', ...LITERAL_ATTRIBUTES],
    },
  },
)
