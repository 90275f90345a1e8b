/** Inputs that take no text: a key pressed on one is not typing (a row's checkbox still lets row keys work). */
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'color', 'range'])

/** Keys typed into a field are text, not shortcuts. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el || !el.tagName) return false
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true
  return el.tagName === 'INPUT' && !NOT_TEXT.has((el as HTMLInputElement).type)
}
