import type { BrowserContext, Page } from '@playwright/test'
import { expect, row, signIn, table, test } from './utils'

/**
 * : requests that wait on nothing they need. A cold load's first route: the starter script
 * (listed before the entry) sends the route's list call while the entry is still arriving, and the
 * app takes that response instead of asking again. A click: the next page's reads leave with the
 * click, not once its code has arrived and rendered, and the page takes them. Checked from the
 * browser's own record of who sent which request and in what order; no timing is asserted.
 */

const project = 'mock-project'
/** SWR's dedupingInterval, and how long a started request's answer waits to be taken (web/api/queries.ts). */
const FRESH_S = 2

type Sent = { id: string; url: string; initiator: string; at: number }
type Event = { sent: Sent } | { answered: string; at: number }

/**
 * Every request the page sends, in order, with the script that sent it (the stack of the call) and
 * the browser's clock, and the answers as they finish (Chromium's CDP).
 */
async function recordRequests(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const events: Event[] = []
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', (e) => {
    const frame = e.initiator.stack?.callFrames[0] ?? e.initiator.stack?.parent?.callFrames[0]
    const url = e.request.url.replace(/^https?:\/\/[^/]+/, '')
    events.push({ sent: { id: e.requestId, url, initiator: frame?.url ?? e.initiator.url ?? '', at: e.timestamp } })
  })
  cdp.on('Network.loadingFinished', (e) => events.push({ answered: e.requestId, at: e.timestamp }))
  const sent = () => events.flatMap((e) => ('sent' in e ? [e.sent] : []))
  const answer = (s: Sent) => events.find((e) => 'answered' in e && e.answered === s.id) as { at: number } | undefined
  return {
    sent,
    /** Where in the record `s` was answered (the record's length while it is not). */
    answeredAt: (s: Sent) => {
      const i = events.findIndex((e) => 'answered' in e && e.answered === s.id)
      return i < 0 ? events.length : i
    },
    indexOf: (s: Sent) => events.findIndex((e) => 'sent' in e && e.sent === s),
    /**
     * The requests of `url` beyond the first that left less than FRESH_S after the first was
     * answered: the same read sent twice (a started answer not taken). SWR's own re-reads, and
     * a page that took so long to come that the answer went stale, come later.
     */
    twice: (url: string) => {
      const [first, ...rest] = sent().filter((s) => s.url === url)
      const until = (answer(first)?.at ?? Infinity) + FRESH_S
      return rest.filter((s) => s.at < until)
    },
  }
}

/** A script's name without its hash: '/assets/first.js'. */
const script = (url: string) => (url ? new URL(url).pathname.replace(/-[A-Z0-9]{8}\.js$/, '.js') : '')

test('the instances list is asked for once, by the starter, before the entry asks for anything', async ({
  page,
  context,
}) => {
  await signIn(page)
  const record = await recordRequests(context, page)
  await page.goto(`/projects/${project}/instances`)
  await expect(row(page, 'Instances', 'db1')).toBeVisible()

  const list = `/v1/instances?project=${project}&sort_by=name_ascending&limit=50`
  const early = record.sent().find((s) => s.url === list)
  expect(script(early?.initiator ?? ''), 'the list call is the starter`s').toBe('/assets/first.js')
  expect(record.twice(list), 'the app took the starter`s answer').toEqual([])
  // Whatever the app's own scripts ask for leaves after the list call. Since the starter runs the entry, which
  // may find its page's code already asked for by the starter, the entry may ask for nothing before the row
  // shows, so the test does not look for main.js's first request.
  const fromApp = record
    .sent()
    .filter((s) => script(s.initiator).startsWith('/assets/') && script(s.initiator) !== '/assets/first.js')
  for (const s of fromApp)
    expect(record.indexOf(s), `${s.url} from ${script(s.initiator)}`).toBeGreaterThan(record.indexOf(early!))
})

test('a click on an instance sends its reads with the click, each once', async ({ page, context }) => {
  await signIn(page)
  await page.goto(`/projects/${project}/instances`)
  await expect(row(page, 'Instances', 'db1')).toBeVisible()
  const record = await recordRequests(context, page)
  await row(page, 'Instances', 'db1').getByRole('link', { name: 'db1' }).click()
  await expect(table(page, 'Boot disk')).toBeVisible()

  const view = `/v1/instances/db1?project=${project}`
  const disks = `/v1/instances/db1/disks?project=${project}`
  const nics = `/v1/network-interfaces?project=${project}&instance=db1&limit=10000`
  for (const url of [view, disks, nics]) {
    expect(record.sent().filter((s) => s.url === url).length, `${url} asked for`).toBeGreaterThan(0)
    expect(record.twice(url), `${url} asked for twice`).toEqual([])
  }
  // the storage tab asks for the disks only once it has the instance: with the route, they left before it arrived
  const [viewSent] = record.sent().filter((s) => s.url === view)
  const [disksSent] = record.sent().filter((s) => s.url === disks)
  expect(record.indexOf(disksSent)).toBeLessThan(record.answeredAt(viewSent))
})

test('pressed, an instance`s link sends its page`s reads before the click, each once', async ({ page, context }) => {
  await signIn(page)
  await page.goto(`/projects/${project}/instances`)
  const link = row(page, 'Instances', 'db1').getByRole('link', { name: 'db1' })
  await expect(link).toBeVisible()
  const record = await recordRequests(context, page)
  const view = `/v1/instances/db1?project=${project}`
  const disks = `/v1/instances/db1/disks?project=${project}`
  const sent = Promise.all([view, disks].map((url) => page.waitForRequest((r) => r.url().endsWith(url))))
  await link.hover()
  await page.mouse.down()
  // the button is still down: no click yet, and the reads are on their way
  await sent
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/instances$`))
  await page.mouse.up()
  await expect(table(page, 'Boot disk')).toBeVisible()
  await expect(page).toHaveURL(/\/instances\/db1\/storage$/)
  for (const url of [view, disks]) expect(record.twice(url), `${url} asked for twice`).toEqual([])
})

test('the create form`s pickers are read from the click, each once', async ({ page, context }) => {
  await signIn(page)
  await page.goto(`/projects/${project}/instances`)
  const newInstance = page.getByRole('link', { name: 'New instance' })
  await expect(newInstance).toBeVisible()
  const record = await recordRequests(context, page)
  await newInstance.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('form', { name: 'Create instance' })).toBeVisible()

  for (const url of [
    `/v1/images?project=${project}&limit=10000`,
    '/v1/images?limit=10000',
    `/v1/disks?project=${project}&limit=10000`,
    '/v1/ip-pools?limit=10000',
    `/v1/vpcs?project=${project}&limit=10000`,
    `/v1/snapshots?project=${project}&limit=10000`,
    `/v1/floating-ips?project=${project}&limit=10000`,
    '/v1/me/ssh-keys?limit=10000',
  ]) {
    expect(record.sent().filter((s) => s.url === url).length, `${url} asked for`).toBeGreaterThan(0)
    expect(record.twice(url), `${url} asked for twice`).toEqual([])
  }
})
