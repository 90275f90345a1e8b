/**
 * The conformance answers of docs/ACCESSIBILITY.md, one per WCAG 2.2 A/AA criterion
 * (scripts/a11y/wcag22.ts), each with its evidence: the checks that support it (the axe crawler
 * and its rules, an e2e test by file and title, a unit test file) or the manual steps a person
 * follows. `npm run a11y:report` writes the report's tables from here and fails when a criterion
 * has no answer or no evidence, or when a test named here no longer exists.
 */
export type Conformance = 'Supports' | 'Partially Supports' | 'Does Not Support' | 'Not Applicable'

export type Evidence =
  /** The crawler's axe run on every route in both themes (e2e/crawler.spec.ts), naming the rules that bear on it. */
  | { axe: string[] }
  /** A Playwright test: its file under e2e/ and (a part of) its title. */
  | { e2e: string; test: string }
  /** A uvu test file. */
  | { unit: string }
  /** What a person checked, and how. */
  | { manual: string }
  /** Why the criterion does not apply. */
  | { na: string }

export interface Answer {
  id: string
  conformance: Conformance
  remarks: string
  evidence: Evidence[]
}

export const ANSWERS: Answer[] = [
  {
    id: '1.1.1',
    conformance: 'Partially Supports',
    remarks:
      'axe crawler (`image-alt`, `svg-img-alt`, `role-img-alt`, `button-name`, `link-name`). Charts: a summary table per series and every point in a data table (unit: test/ui/ChartTables.test.tsx). VPC topology: the boxes are links with their text, and "Show the topology as a list" gives what the lines join and the text cut short in the drawing (unit: test/pages/project/vpcs/topology-outline.test.tsx; e2e: pictures.spec.ts › VPC topology opens it by keyboard and runs axe on it). Rack view: each cubby is a link that says cubby, serial, state, policy and usage in words; the drawn meters are hidden from assistive technology (unit: test/pages/system/inventory/RackFronts.test.tsx). Usage bars are `role="meter"` with a value text. Partial because the chart\'s uPlot legend and cursor read-out have not been checked with a screen reader (not evaluated).',
    evidence: [
      { axe: ['image-alt', 'svg-img-alt', 'role-img-alt', 'button-name', 'link-name'] },
      { e2e: 'pictures.spec.ts', test: 'a node opens its page by keyboard' },
      { unit: 'test/ui/ChartTables.test.tsx' },
      { unit: 'test/pages/project/vpcs/topology-outline.test.tsx' },
      { unit: 'test/pages/system/inventory/RackFronts.test.tsx' },
    ],
  },
  {
    id: '1.2.1',
    conformance: 'Not Applicable',
    remarks: 'The console has no audio or video.',
    evidence: [{ na: 'The console has no audio or video.' }],
  },
  {
    id: '1.2.2',
    conformance: 'Not Applicable',
    remarks: 'No video.',
    evidence: [{ na: 'No video.' }],
  },
  {
    id: '1.2.3',
    conformance: 'Not Applicable',
    remarks: 'No video.',
    evidence: [{ na: 'No video.' }],
  },
  {
    id: '1.3.1',
    conformance: 'Partially Supports',
    remarks:
      "axe crawler (`label`, `list`, `listitem`, `th-has-data-cells`, `aria-required-children`, `heading-order` among others). Chart tables use `th` with `scope` (unit: test/ui/ChartTables.test.tsx); forms use labelled fields (e2e flows find every field by its label, e.g. e2e/instance-create.spec.ts). The topology's joins are given as a list (unit above). Partial because heading structure and landmarks have been reviewed page by page only by axe; reading order across the side modals is not evaluated by a person.",
    evidence: [
      { axe: ['label', 'list', 'listitem', 'th-has-data-cells', 'aria-required-children', 'heading-order'] },
      { unit: 'test/ui/ChartTables.test.tsx' },
    ],
  },
  {
    id: '1.3.2',
    conformance: 'Supports',
    remarks: "No automated check; the crawler's axe rules cover only parts of this.",
    evidence: [
      {
        manual:
          'the DOM order is the visual order (layout is flex and grid in source order, no CSS reordering of content); the rack view lists cubbies top half then switches then bottom half, as drawn',
      },
    ],
  },
  {
    id: '1.3.3',
    conformance: 'Supports',
    remarks: 'Not covered by any test.',
    evidence: [
      {
        manual:
          'instructions and errors name fields by label, never by colour, shape or position (spec texts in /work/shared/SPEC.md reviewed for "left", "right", "red", "green")',
      },
    ],
  },
  {
    id: '1.4.1',
    conformance: 'Partially Supports',
    remarks:
      'axe crawler (`link-in-text-block`). State badges carry words, not colour alone; usage bars show the figure as text beside the bar. Partial because chart series are told apart by colour in the canvas (their names are in the legend and the tables, which carry the same facts).',
    evidence: [{ axe: ['link-in-text-block'] }],
  },
  {
    id: '1.4.2',
    conformance: 'Not Applicable',
    remarks: 'No audio.',
    evidence: [{ na: 'No audio.' }],
  },
  {
    id: '2.1.1',
    conformance: 'Supports',
    remarks:
      "Keys-only flows from sign-in with no click or fill: create an instance, delete a disk, add a firewall rule, grant a role, open the serial console and type into it, upload an image (the file is chosen in the browser's own picker, which is keyboard operable but outside what a test can drive by keys). Every other flow types with `page.keyboard` where focus lands for at least one run (STYLE rule).",
    evidence: [
      { e2e: 'keyboard.spec.ts', test: 'keys only: sign in, go to the project by its link, create an instance with c' },
      { e2e: 'keyboard.spec.ts', test: 'keys only: delete a disk from its row menu' },
      { e2e: 'keyboard.spec.ts', test: 'keys only: add a firewall rule' },
      { e2e: 'keyboard.spec.ts', test: 'keys only: grant a group a role on a project' },
      { e2e: 'keyboard.spec.ts', test: 'keys only: open the serial console, type into it' },
      { e2e: 'keyboard.spec.ts', test: 'keys only: upload an image file' },
      { e2e: 'shell.spec.ts', test: 'Ctrl+K opens quick actions and jumps to a page' },
    ],
  },
  {
    id: '2.1.2',
    conformance: 'Supports',
    remarks:
      "Dialogs and side modals close on Escape and give focus back. The serial console takes Tab as terminal input (shells complete with it); Esc then Tab or Shift+Tab leaves it, which a line under the terminal says and the terminal's description repeats (web/pages/project/instances/serial-console.ts `keyboardExit`).",
    evidence: [
      {
        e2e: 'keyboard.spec.ts',
        test: 'keys only: open the serial console, type into it, and leave it with Esc then Tab',
      },
      { unit: 'test/pages/project/instances/serial-console.test.ts' },
      {
        manual:
          'open a side modal and a confirm dialog, press Escape: each closes and focus returns to the control that opened it',
      },
    ],
  },
  {
    id: '2.1.4',
    conformance: 'Supports',
    remarks:
      'The single-character shortcuts (`?` sheet, `/` filter, `c` create, `g` then a letter to go) are off while typing in a field or inside a dialog, and can be turned off altogether in Settings > Profile > Keyboard shortcuts (kept in the browser, read on every key, web/ui/shortcut-prefs.ts). Ctrl+K has a modifier and stays.',
    evidence: [
      { e2e: 'keyboard.spec.ts', test: 'single-key shortcuts can be turned off in Settings, and stay off' },
      { unit: 'test/pages/layout/shortcuts.test.tsx' },
      { unit: 'test/ui/shortcut-prefs.test.ts' },
    ],
  },
  {
    id: '2.2.1',
    conformance: 'Partially Supports',
    remarks:
      'e2e: shell.spec.ts › "a success toast dismisses itself after 5 s" and "deleting a project that still holds resources shows the refusal in an error toast that outlives 5 s": errors stay until dismissed; success toasts repeat what the page already shows. Session expiry is set by the server; whether the user is warned before it is not evaluated.',
    evidence: [{ e2e: 'shell.spec.ts', test: 'a success toast dismisses itself after 5 s' }],
  },
  {
    id: '2.2.2',
    conformance: 'Supports',
    remarks: 'Lists that refresh do so in place without motion.',
    evidence: [
      {
        manual:
          'the only moving content is spinners and the loading bar, both shown only while a request is in flight (under 5 s normally), and the spinner turns at a third of its speed under `prefers-reduced-motion` (web/ui/styles.css)',
      },
    ],
  },
  {
    id: '2.3.1',
    conformance: 'Supports',
    remarks: '',
    evidence: [{ manual: "nothing flashes; no animation faster than the spinner's rotation" }],
  },
  {
    id: '2.4.1',
    conformance: 'Supports',
    remarks:
      'e2e: shell.spec.ts › "the skip link moves focus to the main content"; axe crawler (`bypass`, `region`, `landmark-*`).',
    evidence: [
      { axe: ['bypass', 'region', 'landmark-*'] },
      { e2e: 'shell.spec.ts', test: 'the skip link moves focus to the main content' },
    ],
  },
  {
    id: '2.4.2',
    conformance: 'Supports',
    remarks:
      'e2e: shell.spec.ts › "are the breadcrumbs reversed, ending with the console name" and "signed-out pages are titled too"; axe crawler (`document-title`).',
    evidence: [
      { axe: ['document-title'] },
      { e2e: 'shell.spec.ts', test: 'are the breadcrumbs reversed, ending with the console name' },
    ],
  },
  {
    id: '2.4.3',
    conformance: 'Supports',
    remarks:
      'Focus follows DOM order; dialogs move focus in and give it back. The keys-only flows reach each next field with a bounded number of Tabs from the one before, so a control out of reading order fails them; the Tab walks of the focus checks stay inside an open side modal.',
    evidence: [
      { e2e: 'keyboard.spec.ts', test: 'keys only: add a firewall rule' },
      { e2e: 'keyboard.spec.ts', test: 'keys only: upload an image file' },
      { e2e: 'focus-reflow.spec.ts', test: 'every control takes visible, unobscured focus' },
    ],
  },
  {
    id: '2.4.4',
    conformance: 'Supports',
    remarks:
      "axe crawler (`link-name`); row links carry the item's name; topology and rack links carry the whole text of their box.",
    evidence: [{ axe: ['link-name'] }],
  },
  {
    id: '2.5.1',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      {
        manual:
          'no multipoint or path gesture; charts do not zoom by drag (uPlot drag selection is off in web/ui/TimeSeriesChart.tsx)',
      },
    ],
  },
  {
    id: '2.5.2',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      { manual: 'actions run on click (up event) through native buttons and links; nothing acts on pointer down' },
    ],
  },
  {
    id: '2.5.3',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      {
        manual:
          "visible labels are the fields' accessible names (e2e flows find fields by the visible label text, which fails if the name differs); topology and rack links are named by their visible text. axe's `label-content-name-mismatch` is experimental and does not run in the crawler, so icon buttons with a tooltip are not evaluated",
      },
    ],
  },
  {
    id: '2.5.4',
    conformance: 'Not Applicable',
    remarks: 'Nothing responds to device motion.',
    evidence: [{ na: 'Nothing responds to device motion.' }],
  },
  {
    id: '3.1.1',
    conformance: 'Supports',
    remarks: '`<html lang="en">` from build.ts; axe crawler (`html-has-lang`, `html-lang-valid`).',
    evidence: [{ axe: ['html-has-lang', 'html-lang-valid'] }],
  },
  {
    id: '3.2.1',
    conformance: 'Supports',
    remarks: 'Link prefetch on focus (perf work) only fetches code, it does not change the page.',
    evidence: [{ manual: 'focusing a control never navigates or submits' }],
  },
  {
    id: '3.2.2',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      { e2e: 'shell.spec.ts', test: 'rows per page changes the page size' },
      {
        manual:
          'selects and fields never submit or navigate on change; the range picker and rows-per-page change what is shown on the same page, which is their announced purpose (e2e: shell.spec.ts › "rows per page changes the page size")',
      },
    ],
  },
  {
    id: '3.2.6',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      { e2e: 'pictures.spec.ts', test: 'every area page links its documentation in a new tab' },
      {
        manual:
          'the documentation link sits in the same place on every area page and the sidebar always links the docs site (e2e: pictures.spec.ts › "every area page links its documentation in a new tab", "a create form links its topic, and the sidebar links the docs site")',
      },
    ],
  },
  {
    id: '3.3.1',
    conformance: 'Supports',
    remarks:
      'e2e: shell.spec.ts › "empty fields say which is required", "wrong credentials are shown in the form and keep the username"; forms\' errors are tied to their field (`aria-describedby`, `aria-invalid`; unit: test/ui/Field.test.tsx).',
    evidence: [
      { e2e: 'shell.spec.ts', test: 'empty fields say which is required' },
      { unit: 'test/ui/Field.test.tsx' },
    ],
  },
  {
    id: '3.3.2',
    conformance: 'Supports',
    remarks: 'axe crawler (`label`, `select-name`); e2e flows find every field by its label.',
    evidence: [{ axe: ['label', 'select-name'] }],
  },
  {
    id: '3.3.7',
    conformance: 'Supports',
    remarks: '',
    evidence: [
      { unit: 'test/ui/use-form-draft.test.tsx' },
      {
        manual:
          'multi-step forms keep what was typed (form drafts, unit: test/ui/use-form-draft.test.tsx); a failed submit keeps every field',
      },
    ],
  },
  {
    id: '4.1.1',
    conformance: 'Not Applicable',
    remarks:
      'Obsolete and removed in WCAG 2.2 (always satisfied for HTML); listed only because VPAT 2.5 keeps the row.',
    evidence: [
      {
        na: 'Obsolete and removed in WCAG 2.2 (always satisfied for HTML); listed only because VPAT 2.5 keeps the row.',
      },
    ],
  },
  {
    id: '4.1.2',
    conformance: 'Partially Supports',
    remarks:
      'axe crawler (`aria-*`, `button-name`, `link-name`, `nested-interactive`, `role-img-alt`); headlessui supplies roles and states for menus, listboxes and dialogs; the virtual combobox has its own tests (unit: test/ui/VirtualCombobox.test.tsx). Partial: the xterm serial console and uPlot charts have not been checked with a screen reader (not evaluated).',
    evidence: [
      { axe: ['aria-*', 'button-name', 'link-name', 'nested-interactive', 'role-img-alt'] },
      { unit: 'test/ui/VirtualCombobox.test.tsx' },
    ],
  },
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
      "Measured from the theme tokens (web/ui/styles.css): the focus ring #2563eb is 5.2:1 on the light page and 4.8:1 on raised panels, #7aa7ff is 7.7:1 and 7.2:1 in the dark theme; text fields' edges use `--border-control`, 3.7:1 and 3.5:1 (light) and 3.7:1 and 3.5:1 (dark). Checkboxes and radios are the browser's own. Buttons are told by their text and fill, not their border.",
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
      "A 2 px `:focus-visible` outline in the theme's focus colour on every control (web/ui/styles.css); the terminal draws it on its frame. A Tab walk over the seven routes named under 1.4.4, at 1280 and 320 CSS px and at 200% text, finds an outline or ring on every element focus lands on; the check itself is shown to catch a control whose outline is removed.",
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
      'Errors say what to enter, in the spec\'s words (e2e: shell.spec.ts › "an empty silo is refused before going on", "a wrong code says Code is invalid"; form checks\' messages are unit-tested beside each form, e.g. test/pages/project/vpcs/route-form.test.ts).',
    evidence: [
      { e2e: 'shell.spec.ts', test: 'an empty silo is refused before going on' },
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
