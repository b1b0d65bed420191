import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'web/src/gql/**', '.data/**', 'coverage/**', '.ci/node/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  // shared/ runs on the server and in the browser: zod and shared/ itself only, nothing of either side.
  ...[
    { files: ['shared/*.ts'], outside: '^(?!zod$|\\./)' },
    { files: ['shared/*/*.ts'], outside: '^(?!zod$|\\./|\\.\\./[^.])' },
  ].map(({ files, outside }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: outside, message: 'shared/ may import only zod and other shared/ files.' }] },
      ],
    },
  })),
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
