import type { Answer } from './conformance'

/** The answers for WCAG 2.2 Level A (VPAT 2.5 Table 1); see conformance.ts. */
export const LEVEL_A: Answer[] = [
  {
    id: '1.1.1',
    conformance: 'Partially Supports',
    remarks:
      'axe crawler (`image-alt`, `svg-img-alt`, `role-img-alt`, `button-name`, `link-name`). Charts: a summary table per series and every point in a data table (unit: test/ui/ChartTables.test.tsx). VPC topology: the boxes are links with their text, and "Show the topology as a list" gives what the lines join and the text cut short in the drawing (unit: test/pages/project/vpcs/topology-outline.test.tsx; e2e: networking.spec.ts › VPC topology opens it by keyboard and runs axe on it). Rack view: each cubby is a link that says cubby, serial, state, policy and usage in words; the drawn meters are hidden from assistive technology (unit: test/pages/system/inventory/RackFronts.test.tsx). Usage bars are `role="meter"` with a value text. Partial because the chart\'s uPlot legend and cursor read-out have not been checked with a screen reader (not evaluated).',
    evidence: [
      { axe: ['image-alt', 'svg-img-alt', 'role-img-alt', 'button-name', 'link-name'] },
      { e2e: 'networking.spec.ts', test: 'a node opens its page by keyboard' },
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
          'the only moving content is spinners and the loading bar, both shown only while a request is in flight (under 5 s normally), and the spinner turns at a third of its speed under `prefers-reduced-motion` (web/ui/styles/controls.css)',
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
      { e2e: 'shell.spec.ts', test: 'every area page links its documentation in a new tab' },
      {
        manual:
          'the documentation link sits in the same place on every area page and the sidebar always links the docs site (e2e: shell.spec.ts › "every area page links its documentation in a new tab", "a create form links its topic, and the sidebar links the docs site")',
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
]
