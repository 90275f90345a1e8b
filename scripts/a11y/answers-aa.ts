import type { Answer } from './conformance'

/** The answers for WCAG 2.2 Level AA (VPAT 2.5 Table 2); see conformance.ts. */
export const LEVEL_AA: Answer[] = [
  {
    id: '1.2.4',
    conformance: 'Not Applicable',
    remarks: 'No live audio or video.',
    evidence: [{ na: 'No live audio or video.' }],
  },
  {
    id: '1.2.5',
    conformance: 'Not Applicable',
    remarks: 'No video.',
    evidence: [{ na: 'No video.' }],
  },
  {
    id: '1.3.4',
    conformance: 'Supports',
    remarks: 'Not covered by a test.',
    evidence: [{ manual: 'no orientation lock; the layout follows width only' }],
  },
  {
    id: '1.3.5',
    conformance: 'Supports',
    remarks:
      'Sign-in fields carry `autocomplete="username"` and `current-password` (web/pages/auth/LoginLocalPage.tsx); axe crawler (`autocomplete-valid`). Other fields are about cloud resources, not the user, so the criterion does not reach them.',
    evidence: [{ axe: ['autocomplete-valid'] }],
  },
  {
    id: '1.4.3',
    conformance: 'Supports',
    remarks:
      "axe crawler (`color-contrast`) on every route in the light theme and in the dark theme (system dark, no stored choice). Text inside the SVG topology and the chart canvas is outside what axe measures: not evaluated beyond the theme tokens being the same as the page text's.",
    evidence: [{ axe: ['color-contrast'] }],
  },
  {
    id: '1.4.4',
    conformance: 'Supports',
    remarks:
      "Type is sized in rem from a root of 87.5% (14 px at the browser's default), so the browser's text size scales all of it; at 200% text (Chromium's default font size doubled) seven routes that stand for the rest (a list, an instance tab, a create side modal, the serial console, system silos and sleds, sign-in) keep every control reachable and visible, with no sideways scroll and no text cut off. The VPC topology drawing's labels are in px inside the SVG; its list view (same facts) scales. Routes beyond the seven share their components but are not checked one by one.",
    evidence: [
      { e2e: 'focus-reflow.spec.ts', test: 'with text at 200%' },
      { e2e: 'focus-reflow.spec.ts', test: 'the checks find a link without a focus ring' },
    ],
  },
  {
    id: '1.4.5',
    conformance: 'Supports',
    remarks: '',
    evidence: [{ manual: 'no images of text; the topology and charts draw text as text' }],
  },
  {
    id: '1.4.10',
    conformance: 'Supports',
    remarks:
      'At 320 CSS px (and at widths a large text size makes narrow, the media query is in em) the shell is one column: the sidebar sits above the page, the top bar, tabs and page headers wrap, wide tables scroll in their own region. Checked on the seven routes named under 1.4.4: no sideways scroll of the page, no text cut off, every control reachable and visible.',
    evidence: [
      { e2e: 'focus-reflow.spec.ts', test: 'at 320 CSS px' },
      { e2e: 'focus-reflow.spec.ts', test: 'the checks find a link without a focus ring' },
    ],
  },
  {
    id: '1.4.11',
    conformance: 'Supports',
    remarks:
      "Measured from the theme tokens (web/ui/styles/tokens.css): the focus ring #2563eb is 5.2:1 on the light page and 4.8:1 on raised panels, #7aa7ff is 7.7:1 and 7.2:1 in the dark theme; text fields' edges use `--border-control`, 3.7:1 and 3.5:1 (light) and 3.7:1 and 3.5:1 (dark). Checkboxes and radios are the browser's own. Buttons are told by their text and fill, not their border.",
    evidence: [
      {
        manual:
          'compute the contrast ratio of `--focus` and `--border-control` against `--bg` and `--bg-raised` in both themes (WCAG relative luminance), and look at a form in each theme',
      },
    ],
  },
  {
    id: '1.4.12',
    conformance: 'Supports',
    remarks:
      "With the criterion's spacing applied through a user style sheet (line height 1.5, paragraphs 2 em, letters 0.12 em, words 0.16 em), no text is cut off on the seven routes named under 1.4.4.",
    evidence: [{ e2e: 'focus-reflow.spec.ts', test: 'with the text spacing of SC 1.4.12' }],
  },
  {
    id: '1.4.13',
    conformance: 'Partially Supports',
    remarks:
      'Menus, popovers and the shortcut sheet close on Escape and stay while the pointer is over them (headlessui). Native `title` attributes (rack cubby bars) are drawn by the browser, which does not let them be dismissed without moving the pointer.',
    evidence: [
      {
        manual:
          "hover a row menu's disabled item and the copy buttons, move the pointer onto the tip, press Escape; repeat by keyboard focus",
      },
    ],
  },
  {
    id: '2.4.5',
    conformance: 'Supports',
    remarks:
      'Sidebar navigation, breadcrumbs, search across projects (e2e: shell.spec.ts › "finds resources across projects by name and by ID"), quick actions (e2e: "Ctrl+K opens quick actions and jumps to a page").',
    evidence: [{ e2e: 'shell.spec.ts', test: 'finds resources across projects by name and by ID' }],
  },
  {
    id: '2.4.6',
    conformance: 'Supports',
    remarks: "axe crawler (`empty-heading`, `page-has-heading-one`, `label`); headings name the page's item.",
    evidence: [{ axe: ['empty-heading', 'page-has-heading-one', 'label'] }],
  },
  {
    id: '2.4.7',
    conformance: 'Supports',
    remarks:
      "A 2 px `:focus-visible` outline in the theme's focus colour on every control (web/ui/styles/base.css); the terminal draws it on its frame. A Tab walk over the seven routes named under 1.4.4, at 1280 and 320 CSS px and at 200% text, finds an outline or ring on every element focus lands on; the check itself is shown to catch a control whose outline is removed.",
    evidence: [
      { e2e: 'focus-reflow.spec.ts', test: 'every control takes visible, unobscured focus' },
      { e2e: 'focus-reflow.spec.ts', test: 'the checks find a link without a focus ring' },
    ],
  },
  {
    id: '2.4.11',
    conformance: 'Supports',
    remarks:
      'Nothing in the console is sticky over the page: the top bar scrolls with it, side modals and dialogs hold focus inside them, toasts and the Activity panel sit in a corner. The same Tab walk checks that each focused element is in the viewport, not under another element at its centre and corners (a header, a modal, a toast, a panel), and inside the open dialog if there is one; the check is shown to catch a control under a fixed panel. The serial console brings itself into view when it takes focus on a narrow screen.',
    evidence: [
      { e2e: 'focus-reflow.spec.ts', test: 'every control takes visible, unobscured focus' },
      { e2e: 'focus-reflow.spec.ts', test: 'one hidden under a panel' },
    ],
  },
  {
    id: '2.5.7',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      {
        manual:
          'no function needs dragging (source has no drag or drop handlers; image upload uses a file picker, e2e: image-upload.spec.ts)',
      },
    ],
  },
  {
    id: '2.5.8',
    conformance: 'Supports',
    remarks:
      'axe crawler with `target-size` on (24 by 24 CSS px, or spacing) on every route in both themes. Inline links in text are excepted by the criterion.',
    evidence: [{ axe: [] }],
  },
  {
    id: '3.1.2',
    conformance: 'Supports',
    remarks: '',
    evidence: [{ manual: 'all text is English; names the user typed are data, which the criterion exempts' }],
  },
  {
    id: '3.2.3',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      { e2e: 'shell.spec.ts', test: 'the sidebar marks only the most specific page as current' },
      {
        manual:
          'one shell (sidebar, top bar, breadcrumbs) for every signed-in page (web/pages/layout); e2e: shell.spec.ts › "the sidebar marks only the most specific page as current"',
      },
    ],
  },
  {
    id: '3.2.4',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      {
        manual:
          'shared components for the same functions (row menu, Delete confirm, Copy button, pagination) from web/ui',
      },
    ],
  },
  {
    id: '3.3.3',
    conformance: 'Supports',
    remarks:
      'Errors say what to enter, in the spec\'s words (e2e: shell.spec.ts › "empty fields say which is required", "a wrong code says Code is invalid"; form checks\' messages are unit-tested beside each form, e.g. test/pages/project/vpcs/route-form.test.ts).',
    evidence: [
      { e2e: 'shell.spec.ts', test: 'empty fields say which is required' },
      { unit: 'test/pages/project/vpcs/route-form.test.ts' },
    ],
  },
  {
    id: '3.3.4',
    conformance: 'Supports',
    remarks:
      'Deletes and other destructive actions ask to confirm (e2e: shell.spec.ts › "edit and delete from the row menu, with confirmation"); forms can be reviewed before submit and keep their data on failure.',
    evidence: [{ e2e: 'shell.spec.ts', test: 'edit and delete from the row menu, with confirmation' }],
  },
  {
    id: '3.3.8',
    conformance: 'Supports',
    remarks:
      'Username and password fields allow paste and password managers (`autocomplete` set, no paste blocking); SAML sign-in leaves it to the identity provider. The device code can be pasted (e2e: shell.spec.ts › "pasting a code with its dash fills every box"). No cognitive test (puzzle, transcription) is asked.',
    evidence: [{ e2e: 'shell.spec.ts', test: 'pasting a code with its dash fills every box' }],
  },
  {
    id: '4.1.3',
    conformance: 'Supports',
    remarks:
      'Toasts in an `aria-live="polite"` region (web/ui/Toast.tsx); field and list status in `role="status"` (web/ui/Field.tsx, VirtualCombobox.tsx); copy confirmations live (web/ui/CopyButton.tsx); axe crawler (`aria-*` validity). Announcement by a real screen reader: not evaluated.',
    evidence: [{ axe: ['aria-*'] }],
  },
]
