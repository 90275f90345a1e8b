/**
 * Checks of what axe cannot see, run on a few representative routes by
 * e2e/focus-reflow.spec.ts rather than by the crawler, which is over its time budget:
 * - focus visible and not obscured (WCAG 2.2 SC 2.4.7, 2.4.11): Tab through the page and look at
 *   each element focus lands on;
 * - reflow and resized text (SC 1.4.10, 1.4.4): no horizontal scroll of the page, no text cut off
 *   by a box too small for it.
 */
import type { Page } from '@playwright/test'

/** One element focus landed on, and what is wrong with it (empty when nothing is). */
export interface FocusStop {
  what: string
  problems: string[]
}

/**
 * Installs, in the page, a listener that looks at the focused element each time a Tab key comes
 * up (by then the browser has moved focus and scrolled it into view): does it (or, for a control
 * drawn by its container, such as the terminal's hidden textarea, a near ancestor) draw a focus
 * indicator, and can it be seen: at least one of its centre and four inset corners is not under
 * another element (a sticky header, a side modal, a toast, the Activity panel), and it is inside
 * the open dialog if there is one. Looking in the page, not once per key from the test, halves
 * the round trips, which count on a loaded machine.
 */
function installFocusRecorder() {
  type Walk = { count: number; stops: (FocusStop & { id: number })[] }
  const w = window as unknown as { __focusWalk?: Walk }
  if (w.__focusWalk) {
    w.__focusWalk.stops = []
    return
  }
  const walk: Walk = (w.__focusWalk = { count: 0, stops: [] })
  const inspect = (): (FocusStop & { id: number }) | null => {
    const el = document.activeElement as (HTMLElement & { __walkId?: number }) | null
    if (!el || el === document.body || el === document.documentElement) return null
    const label =
      el.getAttribute('aria-label') ||
      (el as HTMLInputElement).labels?.[0]?.textContent ||
      el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
      el.getAttribute('name') ||
      ''
    const what = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${label}"`
    const problems: string[] = []

    const drawsIndicator = (node: Element) => {
      const s = getComputedStyle(node)
      const outline =
        s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && !/rgba\(.*,\s*0\)$/.test(s.outlineColor)
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '')
    }
    let indicator: Element | null = el
    for (let i = 0; indicator && i < 4 && !drawsIndicator(indicator); i++) indicator = indicator.parentElement
    if (!indicator || indicator === document.body) problems.push('no visible focus indicator (outline or box-shadow)')

    // What is drawn: the element, or for a control hidden inside its drawing (the terminal), that drawing.
    const box = (indicator && indicator !== document.body ? indicator : el).getBoundingClientRect()
    if (box.width < 4 || box.height < 4) problems.push(`too small to see (${box.width}x${box.height})`)
    const vw = document.documentElement.clientWidth
    const vh = document.documentElement.clientHeight
    // The part of the box in the viewport, its corners moved 2 px in (where a neighbour's border may sit).
    const inView = [Math.max(box.left, 0), Math.min(box.right, vw), Math.max(box.top, 0), Math.min(box.bottom, vh)]
    const [left, right, top, bottom] = [inView[0] + 2, inView[1] - 2, inView[2] + 2, inView[3] - 2]
    if (inView[1] - inView[0] < 1 || inView[3] - inView[2] < 1) problems.push('outside the viewport')
    else {
      const points = [
        [(inView[0] + inView[1]) / 2, (inView[2] + inView[3]) / 2],
        [left, top],
        [right, top],
        [left, bottom],
        [right, bottom],
      ]
      const drawing = indicator && indicator !== document.body ? indicator : el
      const coverers = new Set<string>()
      const seen = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y)
        if (!hit) return false
        if (hit === el || el.contains(hit) || hit.contains(el) || drawing.contains(hit)) return true
        const cover = hit.closest('header, [role="dialog"], [role="status"], [role="region"], aside') ?? hit
        coverers.add(`${cover.tagName.toLowerCase()}.${cover.className}`)
        return false
      })
      if (!seen) problems.push(`entirely hidden under ${[...coverers].join(', ')}`)
    }
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')
    if (dialog && !dialog.contains(el)) problems.push('focus is outside the open dialog')
    return { what, problems, id: (el.__walkId ??= ++walk.count) }
  }
  window.addEventListener(
    'keyup',
    (e) => {
      if (e.key !== 'Tab') return
      const stop = inspect()
      if (stop) walk.stops.push(stop)
    },
    true,
  )
}

/**
 * Tabs (or Shift+Tabs) through the page from where focus is, up to `max` stops or until focus
 * comes back round to a control it has visited, and returns every stop; the caller asserts that
 * none has a problem.
 */
export async function walkFocus(page: Page, { max = 60, key = 'Tab' } = {}): Promise<FocusStop[]> {
  await page.evaluate(installFocusRecorder)
  const read = () =>
    page.evaluate(
      () => (window as unknown as { __focusWalk: { stops: (FocusStop & { id: number })[] } }).__focusWalk.stops,
    )
  const visited = <T extends { id: number }>(stops: T[]): T[] => {
    const seen = new Set<number>()
    const end = stops.findIndex((s) => seen.has(s.id) || !seen.add(s.id))
    return end === -1 ? stops : stops.slice(0, end)
  }
  let stops: (FocusStop & { id: number })[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key)
    // Whether focus came round again is read every 8 keys: a read per key would double the cost.
    if (i % 8 === 7 || i === max - 1) {
      stops = await read()
      if (visited(stops).length < stops.length) break
    }
  }
  return visited(stops).map(({ what, problems }) => ({ what, problems }))
}

/** The stops with problems, as lines for an assertion message. */
export const focusProblems = (stops: FocusStop[]) =>
  stops.filter((s) => s.problems.length).map((s) => `${s.what}: ${s.problems.join('; ')}`)

/**
 * Reflow and resized text: the page does not scroll sideways (a table may, inside its own region),
 * and no element with hidden overflow cuts its text off.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]} "${el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 30)}"`
    const scrollsOnItsOwn = (el: Element | null): boolean => {
      for (let n = el; n && n !== root; n = n.parentElement) {
        const o = getComputedStyle(n).overflowX
        if (o === 'auto' || o === 'scroll') return true
      }
      return false
    }
    if (root.scrollWidth > root.clientWidth + 1) {
      // Name the elements that stick out, so the message points at the cause: the outermost ones
      // outside a scrolling region, and positioned ones anywhere (an absolutely positioned element
      // inside a scrolling table whose containing block is the page widens the page).
      const sticksOut = (el: Element | null) => !!el && el.getBoundingClientRect().right > root.clientWidth + 1
      const wide = [...document.body.querySelectorAll('*')].filter(
        (el) =>
          sticksOut(el) &&
          (['absolute', 'fixed'].includes(getComputedStyle(el).position) ||
            (!scrollsOnItsOwn(el.parentElement) && !sticksOut(el.parentElement))),
      )
      problems.push(
        `the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} CSS px): ${wide.slice(0, 5).map(nameOf).join(', ')}`,
      )
    }
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const s = getComputedStyle(el)
      const clips = (o: string) => o === 'hidden' || o === 'clip'
      if (!clips(s.overflowX) && !clips(s.overflowY)) continue
      if (!el.textContent?.trim() || el.getClientRects().length === 0) continue
      // Visually hidden text (1px, clipped) is for screen readers, not cut off.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue
      const cutX = clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1
      const cutY = clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1
      if (cutX || cutY)
        problems.push(
          `text cut off in ${nameOf(el)} (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
        )
    }
    return problems
  })
}

/**
 * Text at 200% (SC 1.4.4) as a user sets it: Chromium's default font size (Settings > Appearance >
 * Font size), 16 px doubled, through the DevTools protocol. Everything sized in rem or em follows
 * it, media queries in em included; what is sized in px does not, which is the point of the check.
 */
export async function zoomText(page: Page, percent = 200) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  })
}

/**
 * The text spacing of SC 1.4.12 (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words
 * 0.16 em), as a user's style sheet would set it. A constructed style sheet, which the page's CSP
 * allows (a <style> element it would refuse).
 */
export async function spaceText(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }' +
        ' p { margin-bottom: 2em !important }',
    )
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
}
