import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// The web app's layers, top to bottom: app (routes, providers, shell, boot: the wiring) -> features/<domain> (screens)
// -> entities (domain pieces two features share) -> ui (components that know no domain) -> lib (sdk, state, i18n,
// analytics, formatting) -> config (paths, env). A file imports only its own layer and the layers below it; a feature
// never imports another feature (what two need moves down); imports never run in a circle (import-x/no-cycle).
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB = './web/src';
const layerZones = [
  {
    target: [`${WEB}/features`, `${WEB}/entities`, `${WEB}/ui`, `${WEB}/lib`, `${WEB}/config`],
    from: `${WEB}/app`,
    message: 'Nothing imports app/: it is the wiring on top. Move what you need down to lib/ or config/.',
  },
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to web/src/entities (or ui, lib).',
  })),
  { target: `${WEB}/entities`, from: `${WEB}/features`, message: 'Entities sit below features.' },
  { target: `${WEB}/ui`, from: [`${WEB}/features`, `${WEB}/entities`], message: 'ui sits below entities and features: it knows no domain.' },
  { target: `${WEB}/lib`, from: [`${WEB}/features`, `${WEB}/entities`, `${WEB}/ui`], message: 'lib sits below ui, entities and features.' },
  {
    target: `${WEB}/config`,
    from: [`${WEB}/features`, `${WEB}/entities`, `${WEB}/ui`, `${WEB}/lib`],
    message: 'config is the bottom layer: it imports nothing of the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.react-router/**',
      'sdk/src/generated/**',
      'contracts/pacts/**',
      'test-results/**',
      'playwright-report/**',
      '.perf/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The rules of hooks and their dependencies. eslint-plugin-react-hooks 7's other recommended rules judge code
      // for the React Compiler, which this app does not run; they flag the deliberate synchronous guards (a ref read
      // in render, so a second tap before React re-renders books nothing twice) as well as real smells.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css'] })],
      // no-cycle reads the imported files themselves: it needs to know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The design system's button and chip: stylelint cannot see JSX, so a hand-written class is refused here.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/ui/Button.tsx', 'web/src/ui/Chip.tsx', 'web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='className'] Literal[value=/(^|\\s)(btn|chip)(--|\\s|$)/]",
          message: 'A button is ui/Button (a link that looks like one: buttonClass()); a chip is ui/Chip or chipClass().',
        },
        {
          selector: "JSXAttribute[name.name='className'] TemplateElement[value.raw=/(^|\\s)(btn|chip)(--|\\s|$)/]",
          message: 'A button is ui/Button (a link that looks like one: buttonClass()); a chip is ui/Chip or chipClass().',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
