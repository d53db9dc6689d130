import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Layers: ui, lib, api, i18n <- features <- app. Only mocks/ may touch the database.
const layer = (from, banned) => ({
  files: [from],
  rules: {
    'no-restricted-imports': ['error', { patterns: banned.map((group) => ({ group: [group], message: 'Layer boundary: see ARCHITECTURE in README.' })) }],
  },
})

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'public/mockServiceWorker.js', 'node_modules', 'bench/.work', 'tests/e2e/.artifacts'] },
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
  layer('src/ui/**', ['@/features/*', '@/app/*', '@/mocks/*', '**/mocks/db*']),
  layer('src/lib/**', ['@/features/*', '@/app/*', '@/mocks/*', '**/mocks/db*']),
  layer('src/api/**', ['@/features/*', '@/app/*', '**/mocks/db*']),
  layer('src/features/**', ['@/app/*', '@/mocks/*', '**/mocks/db*']),
  layer('src/app/**', ['**/mocks/db*']),
)
