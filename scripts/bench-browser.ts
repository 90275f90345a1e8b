/**
 * What `npm run bench` does in the browser (scripts/bench.ts): one cold load, a warm load in the
 * same context (a returning user: the assets in the HTTP cache), and the clicks after the first
 * (list -> instance -> list, opening the create form), each timed in the page itself.
 *
 * Every console (ours, an earlier build of ours, the reference) and the floor (index.html, one
 * script, one API call: bench/floor) is measured by the same functions against the same
 * mock, so the figures of one run compare. The probes are strings, not functions: tsx (esbuild
 * keepNames) would wrap inner functions in a `__name` helper that does not exist in the page.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { demoCredentials } from '../embed/mock-adapter.ts'

export const targetPath = '/projects/mock-project/instances'
/** How the probes' console messages start (`${REPORT} <flag> <ms>`). */
const REPORT = '__bench'

/**
 * When a row of the instances table shows the `db1` cell, in ms since navigation start, in window.__db1
 * (the starter's pre-paint counts: it is the row a user sees); and when the running app shows it (its
 * root holds the row and the pre-paint is gone, web/ui/first-paint.ts), in window.__appRow. Each is
 * also logged (`report`): the bench waits for that message rather than asking the page.
 */
const rowProbe = `(() => {
  const report = (name) => console.debug('${REPORT} ' + name + ' ' + window[name])
  const hasDb1 = (scope) => {
    for (const row of scope.querySelectorAll('tr'))
      for (const cell of row.children) if (cell.textContent.trim() === 'db1') return true
    return false
  }
  const check = () => {
    if (!window.__db1 && hasDb1(document)) {
      window.__db1 = performance.now()
      window.__db1Js = performance.getEntriesByType('resource').filter((e) => /\\.js$/.test(e.name)).length
      report('__db1')
    }
    const root = document.getElementById('root')
    if (!window.__appRow && root && !document.getElementById('first-paint') && hasDb1(root)) {
      window.__appRow = performance.now()
      report('__appRow')
    }
    return !!window.__db1 && (!!window.__appRow || !root)
  }
  const obs = new MutationObserver(() => check() && obs.disconnect())
  obs.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] })
})()`

/**
 * Time from the next click to the first element matching `selector` whose text is `text`, in ms, in
 * window.__nav. Only elements that appear after the click count (the page it leaves may hold one).
 */
const navProbe = (selector: string, text: string) => `(() => {
  window.__nav = undefined
  let clicked = 0
  const before = new Set(document.querySelectorAll(${JSON.stringify(selector)}))
  document.addEventListener('click', () => { clicked = performance.now() }, { capture: true, once: true })
  const obs = new MutationObserver(() => {
    if (!clicked) return
    for (const el of document.querySelectorAll(${JSON.stringify(selector)})) {
      if (!before.has(el) && el.textContent.trim() === ${JSON.stringify(text)}) {
        window.__nav = performance.now() - clicked
        console.debug('${REPORT} __nav ' + window.__nav)
        obs.disconnect()
        return
      }
    }
  })
  obs.observe(document, { childList: true, subtree: true, characterData: true })
})()`

type PageStats = { fcp?: number; jsAtRow?: number; jsFiles: number; jsBytes: number }
const pageStats = `(() => {
  const js = performance.getEntriesByType('resource').filter((e) => /\\.js$/.test(e.name))
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    jsAtRow: window.__db1Js,
    jsFiles: js.length,
    jsBytes: js.reduce((n, e) => n + e.transferSize, 0),
  }
})()`

/** One cold load (fresh context), with what followed it at 1x CPU. */
export interface Run {
  firstRow: number
  /** The same row in the running app (after the starter's pre-paint, when there was one). */
  appRow?: number
  fcp?: number
  /** JS files fetched when the first row showed, and once the page settled (network idle). */
  jsAtRow?: number
  jsFiles?: number
  jsBytes?: number
  heap?: number
  /** The same page loaded again in the same context: the assets come from the HTTP cache. */
  warm?: number
  /** Click to content: list -> instance (its boot disk listed), back to the list, list -> create form. */
  toInstance?: number
  toList?: number
  toCreate?: number
}

export interface Target {
  name: string
  base: string
  /** A console (not the floor): wait for its deferred work, measure its clicks. */
  app: boolean
}

async function signedInContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base })
  const { silo, username, password } = demoCredentials
  const res = await context.request.post(`/v1/login/${silo}/local`, { data: { username, password } })
  if (!res.ok()) throw new Error(`sign in failed: HTTP ${res.status()}`)
  await context.addInitScript({ content: rowProbe })
  return context
}

type Flag = '__db1' | '__appRow' | '__nav'
/**
 * The time a probe reports for `name`: from its console message, which costs the page nothing. Asking
 * the page instead (waitForFunction) runs Playwright's injected script on its main thread, 20-30 ms
 * the first time, which landed inside the load being timed (seen in a trace of a warm load).
 * Call before the action that leads to it; the promise settles on the message or after `timeout`.
 */
function flag(page: Page, name: Flag, timeout = 30_000): Promise<number> {
  const prefix = `${REPORT} ${name} `
  return page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith(prefix), timeout })
    .then((m) => Number(m.text().slice(prefix.length)))
}

/** Loads the instances list in `page` and returns the time of the first `db1` row (and the app's, when asked). */
async function loadList(page: Page, base: string, throttle: number, app = false) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const firstRow = flag(page, '__db1')
  const appRow = app ? flag(page, '__appRow') : undefined
  // a rejected wait is read below; until then it must not count as unhandled
  void appRow?.catch(() => undefined)
  await page.goto(base + targetPath)
  return { firstRow: await firstRow, appRow: await appRow }
}

/** Click to content, or undefined when the control is not on the page. */
async function click(page: Page, name: string | RegExp, selector: string, text: string) {
  const link = page.getByRole('link', { name, exact: typeof name === 'string' }).first()
  if (!(await link.count())) return undefined
  await link.scrollIntoViewIfNeeded()
  const box = (await link.boundingBox())!
  await page.evaluate(navProbe(selector, text))
  const shown = flag(page, '__nav')
  // the mouse alone: a locator's click checks the page again (in its main thread) around the click being timed
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  return shown
}

/**
 * A cold load in a fresh context; at 1x CPU a console also settles (its deferred work starts a
 * second or more after the first paint: a user reads a page before moving on), then the clicks are
 * timed, then the warm load.
 */
export async function measure(browser: Browser, target: Target, throttle: number): Promise<Run> {
  const context = await signedInContext(browser, target.base)
  try {
    const page = await context.newPage()
    const run: Run = await loadList(page, target.base, throttle, target.app)
    if (throttle !== 1) return run
    if (target.app) {
      await page.waitForTimeout(3000)
      await page.waitForLoadState('networkidle')
    }
    Object.assign(run, (await page.evaluate(pageStats)) as PageStats)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    run.heap = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize
    if (target.app) {
      run.toInstance = await click(page, 'db1', 'td', 'disk-1')
      run.toList = await click(page, 'Instances', 'td', 'db1')
      run.toCreate = await click(page, /^new instance$/i, 'h1', 'Create instance')
    }
    await page.close()
    const warm = await context.newPage()
    run.warm = (await loadList(warm, target.base, 1)).firstRow
    return run
  } finally {
    await context.close()
  }
}

/**
 * One cold load that may never finish: null when the row showed within `timeout`; otherwise what
 * the report says of it (a screenshot, the console errors and the requests still pending).
 */
export async function stressLoad(
  browser: Browser,
  base: string,
  throttle: number,
  shot: string,
  timeout = 10_000,
): Promise<string | null> {
  const context = await signedInContext(browser, base)
  const page = await context.newPage()
  if (throttle !== 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const errors: string[] = []
  const pending = new Map<object, string>()
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`))
  page.on('request', (r) => pending.set(r, `${r.method()} ${r.url().replace(base, '')}`))
  page.on('requestfinished', (r) => pending.delete(r))
  page.on('requestfailed', (r) => pending.delete(r))
  const t0 = Date.now()
  try {
    // the row, then the app's row: a load is stuck too when the pre-painted row stands but the app has
    // not taken it over within the same 10 s
    const rows = Promise.all([flag(page, '__db1', timeout), flag(page, '__appRow', timeout)])
    void rows.catch(() => undefined)
    await page.goto(base + targetPath)
    await rows
    return null
  } catch (e) {
    await page.screenshot({ path: shot }).catch(() => undefined)
    const url = page.url().replace(base, '')
    return [
      `after ${Date.now() - t0} ms at ${url} (${(e as Error).message.split('\n')[0]})`,
      `  screenshot: ${shot}`,
      `  console errors: ${errors.length ? errors.join(' | ') : 'none'}`,
      `  pending requests: ${pending.size ? [...pending.values()].join(', ') : 'none'}`,
    ].join('\n')
  } finally {
    await context.close()
  }
}
