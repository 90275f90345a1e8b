// ESLint flat config: `npm run lint` (inside `npm test`, zero warnings allowed).
//
// Syntax-only rules (no type information): a type-aware run costs a whole `tsc` program
// per lint and CI has 2 cores; `npm run typecheck` already does the type work.
// The layer boundaries of the shape of the code are `no-restricted-imports` patterns, one block per layer,
// so no resolver plugin is needed: imports in this tree are relative paths or package names.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import path from 'node:path'
import tseslint from 'typescript-eslint'

// An import path that has the folder `name` as one of its segments ('../api/hooks', '../../pages/x').
const folder = (name) => `(^|/)${name}(/|$)`

/** Build a `no-restricted-imports` rule entry from `{ regex, message, allowTypeImports? }` patterns. */
const restrict = (...patterns) => ['error', { patterns }]

const noMock = {
  regex: folder('mock'),
  message: 'The app never imports the mock control plane (only web/main.tsx starts it in the preview build).',
}

// The five frames (the shape of the code): a URL's first segment, a folder of web/pages each.
const FRAMES = ['auth', 'silo', 'project', 'settings', 'system']

/**
 * Frames stand alone: a file of one frame imports nothing of another frame,
 * and the shared folders (common, layout, errors) import no frame. What two frames share moves to
 * web/pages/common. The import is resolved against the file's folder, so a segment that merely
 * looks like a frame ('./auth' inside settings) is judged by where it really leads.
 */
const frameBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const pages = path.join(context.cwd, 'web', 'pages')
    const frameOf = (file) => {
      const rel = path.relative(pages, file)
      return rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel.split(path.sep)[0]
    }
    const from = frameOf(path.resolve(context.cwd, context.filename))
    if (from === undefined) return {}
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const to = frameOf(path.resolve(path.dirname(path.resolve(context.cwd, context.filename)), spec))
      if (to === undefined || to === from || !FRAMES.includes(to)) return
      const who = FRAMES.includes(from) ? `The ${from} frame` : `web/pages/${from}`
      context.report({
        node: node.source,
        message: `${who} never imports the ${to} frame: move what both use to web/pages/common.`,
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.tmp/', 'test-results/', 'playwright-report/', 'web/api/generated/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a rest sibling to drop a key, a positional parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  // The app: hooks rules and accessibility of the JSX.
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Only the two classic rules: the React Compiler rules of the plugin's presets assume React's
      // compiler, which a Preact build does not run.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  // Layer boundaries (the shape of the code, the style rules).
  {
    files: ['web/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        {
          regex: folder('pages'),
          message: 'web/ui never imports web/pages: move the shared piece into web/ui or web/util.',
        },
        { regex: folder('api'), message: 'web/ui never imports web/api: take the data as props.' },
        { regex: '^(wouter|swr)(/|$)', message: 'web/ui is router- and data-agnostic: links go through LinkProvider.' },
        { regex: folder('mock'), message: 'web/ui never imports the mock control plane.' },
      ),
    },
  },
  {
    files: ['web/{pages,api,util,routing,upload}/**/*.{ts,tsx}', 'web/{app,routes}.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(noMock),
    },
  },
  // The URLs every page links by: importing them must load no page (a page importing the area that
  // lazy-loads it would load itself back), so they import none.
  {
    files: ['web/urls.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(noMock, {
        regex: folder('pages'),
        message: 'web/urls.ts imports no page: the areas in web/pages attach pages to its routes.',
      }),
    },
  },
  // Routing takes its route table as an argument, and pure helpers sit below the ui.
  {
    files: ['web/routing/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(noMock, {
        regex: folder('pages'),
        message: 'Only the route table (web/routes.tsx) and app.tsx import web/pages: take the routes as an argument.',
      }),
    },
  },
  {
    files: ['web/util/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        noMock,
        { regex: folder('pages'), message: 'web/util holds pure helpers: it never imports web/pages.' },
        { regex: folder('ui'), message: 'web/util never imports web/ui: move the shared piece into web/util.' },
      ),
    },
  },
  {
    files: ['web/pages/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'frame-boundaries': frameBoundaries } } },
    rules: { 'local/frame-boundaries': 'error' },
  },
  // Pages read through the hooks of web/api and write through its one mutation path
  // point 1, docs/CONTRACTS.md "Writes"): no SWR of their own, no bare callOrThrow.
  {
    files: ['web/pages/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        noMock,
        {
          regex: '^swr(/|$)',
          message: 'Pages read through useQuery and useList (web/api/reads.ts), so writes can reach them.',
        },
        {
          regex: `${folder('api')}call$`,
          importNames: ['callOrThrow'],
          message: 'Pages write through useApiMutation / useApiWrite / useConfirmMutation: one invalidation policy.',
        },
      ),
    },
  },
  // Forms hold their state in useFormState (web/ui/use-form.ts): values, the
  // messages to show after the first submit, submit and preview. A page's own touched/submitted
  // flag is the start of a second form state.
  {
    files: ['web/pages/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'VariableDeclarator > ArrayPattern > Identifier[name=/^set(Touched|Submitted|ShowErrors)$/]',
          message: 'Forms hold their values, messages and submit in useFormState (web/ui/use-form.ts).',
        },
      ],
    },
  },
  {
    files: ['web/mock/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        {
          regex: `${folder('api')}(?!generated/)`,
          allowTypeImports: true,
          message: 'web/mock imports only types and generated code from web/api: the mock keeps its own rules.',
        },
        {
          regex: `${folder('pages')}|${folder('ui')}|${folder('routing')}`,
          message: 'web/mock never imports the app.',
        },
        { regex: '^(wouter|swr|react|react-dom|preact)(/|$)', message: 'web/mock never imports the app.' },
      ),
    },
  },

  // End-to-end specs.
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Helpers named expect... assert for the test (`expectNoA11yViolations` in e2e/utils.ts, `expectChart`).
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect[A-Z]'] }],
      // TypeScript already checks that a title is a string; the crawler names its tests from route chunks.
      'playwright/valid-title': ['error', { ignoreTypeOfTestName: true }],
    },
  },
)
