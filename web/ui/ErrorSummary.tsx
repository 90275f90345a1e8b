import { useId, type MouseEvent } from 'react'

/** The summary of a form's field problems, marked so the form shell can bring the person to it. */
export const FIELD_SUMMARY_ATTR = 'data-field-summary'

/** One field a submit found wrong: the control's id, its label and its message, as the person sees them. */
export type FieldProblem = { id: string; label: string; message: string }

/** The text of an element as read out: what is hidden from assistive technology (a required star) left out. */
function spokenText(el: Element): string {
  const copy = el.cloneNode(true) as Element
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove())
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}

const byIds = (root: Document, ids: string | null) =>
  (ids ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id))
    .filter((el): el is HTMLElement => el !== null)

function labelOf(control: HTMLElement): string {
  const doc = control.ownerDocument
  const labelledBy = byIds(doc, control.getAttribute('aria-labelledby'))
  if (labelledBy.length) return labelledBy.map(spokenText).join(' ')
  const aria = control.getAttribute('aria-label')
  if (aria) return aria
  const label =
    (control as HTMLInputElement).labels?.[0] ??
    (control.id ? doc.querySelector(`label[for="${control.id.replace(/["\\]/g, '\\$&')}"]`) : null)
  return label ? spokenText(label) : (control.getAttribute('name') ?? '')
}

/** A field's message is the part of its description announced as it appeared (Field's Shell); a hint is not one. */
function messageOf(control: HTMLElement): string {
  const described = byIds(control.ownerDocument, control.getAttribute('aria-describedby'))
  const message = described.find((el) => el.getAttribute('role') === 'alert')
  return message ? spokenText(message) : ''
}

/**
 * Every control marked invalid inside `root`, in the order they appear, as the summary lists them.
 * Read from the page, not the form's values, so it holds for every form however its fields are built:
 * what is listed is what the person sees, labels and messages alike.
 */
export function fieldProblems(root: HTMLElement): FieldProblem[] {
  return [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
    .filter((control) => control.id !== '')
    .map((control) => ({ id: control.id, label: labelOf(control), message: messageOf(control) }))
}

/**
 * A link's text names the field and the problem: the message alone where it already names the
 * field, even without the label's aside ('Certificate chain is required' for 'Certificate chain (PEM)').
 */
export function problemText({ label, message }: FieldProblem): string {
  if (!message) return label
  const named = label
    .replace(/\s*\([^)]*\)/g, '')
    .trim()
    .toLowerCase()
  if (!named || message.toLowerCase().startsWith(named)) return message
  return `${label}: ${message}`
}

/**
 * Of a form's own list of problems (the 'N issues:' box), those the summary does not already
 * link: a message shown on a field, alone or after what it is about ('Block 2: …'), is listed once.
 */
export function notListed(messages: readonly string[], problems: readonly FieldProblem[]): string[] {
  if (problems.length === 0) return [...messages]
  return messages.filter(
    (m) => !problems.some((p) => p.message !== '' && (m === p.message || m.endsWith(`: ${p.message}`))),
  )
}

/** Headed as the form's own problem box is ('Error' for one, 'N issues:' for several), so a form speaks one way. */
export const summaryHeading = (count: number) => (count === 1 ? 'Error' : `${count} issues:`)

/** Brings the person to a field: focused, scrolled to the middle of its scroller so no sticky bar covers it. */
function goToField(id: string): boolean {
  const field = document.getElementById(id)
  if (!field) return false
  field.focus({ preventScroll: true })
  field.scrollIntoView?.({ block: 'center' })
  return true
}

/**
 * The problems a submit found in several fields, at the top of the form: a heading that counts
 * them, then one link per field that takes the person to it. Focusable (not in the tab order), so
 * the form shell can move focus here and a screen reader reads the heading first.
 */
export function ErrorSummary({ problems }: { problems: readonly FieldProblem[] }) {
  const headingId = useId()
  if (problems.length === 0) return null
  const marker = { [FIELD_SUMMARY_ATTR]: '' }
  const follow = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    // the page's router must not read the fragment as a navigation
    e.preventDefault()
    goToField(id)
  }
  return (
    <section className="error-box error-summary" aria-labelledby={headingId} tabIndex={-1} {...marker}>
      <h2 id={headingId}>{summaryHeading(problems.length)}</h2>
      <ul>
        {problems.map((p) => (
          <li key={p.id}>
            <a href={`#${p.id}`} onClick={(e) => follow(e, p.id)}>
              {problemText(p)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
