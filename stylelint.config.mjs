// Stylelint: the standard config, plus the design system's rules. Colours, font sizes and breakpoints are values
// only in web/src/styles/tokens.css; everywhere else they are its custom properties (docs/design-system.md).
const rawColourFunctions = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  plugins: ['stylelint-declaration-strict-value'],
  ignoreFiles: ['**/node_modules/**', '**/dist/**'],
  rules: {
    // Blocks and elements: `block__element--modifier`.
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
      { message: (selector) => `Expected class selector "${selector}" to be block__element--modifier in kebab-case` },
    ],
    // `min-width` reads as the mobile-first step it is; the range syntax needs Safari 16.4.
    'media-feature-range-notation': 'prefix',
    // The four breakpoints of tokens.css.
    'media-feature-name-value-allowed-list': {
      'min-width': ['560px', '768px', '1024px'],
      'max-width': ['399px', '559px', '767px'],
    },
    // A state rule (`:focus-visible`, `:empty`) next to its element reads better than sorted by specificity.
    'no-descending-specificity': null,
    // Vite inlines `@import 'x.css'`.
    'import-notation': 'string',
    // Safari still wants these two prefixed; `clip` is the visually-hidden pattern's fallback.
    'property-no-vendor-prefix': [true, { ignoreProperties: ['-webkit-text-size-adjust', '-webkit-background-clip'] }],
    'property-no-deprecated': [true, { ignoreProperties: ['clip'] }],
    'value-keyword-case': ['lower', { ignoreProperties: ['/^--font$/'] }],
    // No raw colour outside tokens.css.
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': rawColourFunctions,
    // Font sizes come from the type scale; colours of single-colour properties from the palette.
    'scale-unlimited/declaration-strict-value': [
      ['font-size', '/^(color|background-color|border-color|outline-color|fill|stroke)$/'],
      {
        ignoreValues: ['inherit', 'currentcolor', 'transparent', 'none', 'initial', 'unset', '1em'],
        disableFix: true,
      },
    ],
  },
  overrides: [
    {
      files: ['web/src/styles/tokens.css'],
      rules: {
        'color-no-hex': null,
        'color-named': null,
        'function-disallowed-list': null,
        'scale-unlimited/declaration-strict-value': null,
      },
    },
  ],
};
