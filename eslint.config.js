import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * @param {string[]} files
 * @param {string} outside the import paths refused, as a regular expression
 * @returns {import('eslint').Linter.Config}
 */
function sharedImportsOnly(files, outside) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: outside,
              message: 'shared/ may import only zod (and shared/i18n intl-messageformat) and other shared/ files.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  // web/public: files copied as they are (color-mode.js, a plain script for <head>), in no TypeScript program.
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'web/src/gql/**',
      '.data/**',
      'coverage/**',
      '.ci/node/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type-aware rules: every linted file must be in one of these two programs (tsconfig.json also holds
      // the scripts and this file, with allowJs); a new file outside both fails the lint until it is added.
      // `project` rather than `projectService`: tests/web belongs to web/tsconfig.json, which is not its
      // nearest tsconfig, and the two measured alike.
      parserOptions: { project: ['./tsconfig.json', './web/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    // The preset checks promises (no-floating-promises, no-misused-promises, await-thenable), any and the
    // unsafe rules; no-misused-promises keeps checking attributes: an async onClick goes through
    // asyncHandler (web/src/lib/async-handler.ts).
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  // CommonJS tool configs (dependency-cruiser's) stay out of the typed programs.
  {
    files: ['**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node }, parserOptions: { project: null } },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
  // The service worker's push handlers (imported by the generated worker): plain script, worker globals.
  {
    files: ['web/public/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker }, parserOptions: { project: null } },
  },
  // shared/ runs on the server and in the browser: zod and shared/ itself only, nothing of either side.
  sharedImportsOnly(['shared/*.ts'], '^(?!zod$|\\./)'),
  sharedImportsOnly(['shared/*/*.ts'], '^(?!zod$|\\./|\\.\\./[^.])'),
  sharedImportsOnly(['shared/*/*/*.ts'], '^(?!zod$|\\./|\\.\\./[^.]|\\.\\./\\.\\./[^.])'),
  // The server's own texts are ICU messages: FormatJS's formatter, the one the web's react-intl uses.
  sharedImportsOnly(['shared/i18n/*.ts'], '^(?!zod$|intl-messageformat$|\\./|\\.\\./[^.])'),
  // The server: what V8 keeps through young-generation collections, with all it reaches (a request, its rows):
  // garbage promoted per request (`npm run bench -- gc-promotion`, README "What V8 keeps through a scavenge").
  // A function literal assigned to a property is allocated in the old generation; a getter or setter written in
  // an object literal is made per evaluation and gives the object a hidden class of its own (a class's
  // accessors, on its prototype, are shared).
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression[left.type='MemberExpression'] > :matches(ArrowFunctionExpression, FunctionExpression).right, " +
            "AssignmentExpression[left.type='MemberExpression'] > TSAsExpression.right > :matches(ArrowFunctionExpression, FunctionExpression)",
          message:
            'V8 allocates a function literal assigned to a property in the old generation, where its scope (a request) outlives every scavenge: bind it to a local first (const f = ...; obj.x = f).',
        },
        {
          selector: "ObjectExpression > Property[kind='get'], ObjectExpression > Property[kind='set']",
          message:
            'An accessor in an object literal gives each object its own hidden class, kept through scavenges with what it closes over: use a class (its accessors live on the prototype).',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Vitest types its asymmetric matchers (expect.any(String), expect.stringMatching(...)) as any, so that
  // they fit in any expected value: placing one in an object is what they are for.
  {
    files: ['tests/**/*.{ts,tsx,mts}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  // React tests: act(async () => ...) is async to flush the updates a click or a navigation starts, and the
  // stand-ins for async APIs (fetch, a route's lazy code, page data) are async like the real ones.
  {
    files: ['tests/web/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
);
