import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, expectNoA11yViolations, signIn, test } from './utils'

/** Instance metrics tabs, the time-series explorer and the utilization chart (the rules: screens, calls). */

const instanceUrl = '/projects/mock-project/instances/db1'

test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

/** A chart (canvas drawn by uPlot inside the role=img container) and its summary table with rows. */
async function expectChart(page: Page, title: string) {
  const section = page.getByRole('region', { name: title })
  // the chart's code (uPlot) and its queries arrive beside the frame's idle preloads: on a loaded
  // 2-core machine the network tab's three charts took longer than the default 5 s
  await expect(section.getByRole('img', { name: `Chart: ${title}` })).toBeVisible({ timeout: 20_000 })
  await expect(section.locator('canvas').first()).toBeVisible()
  const summary = section.getByRole('table', { name: `${title} summary` })
  await expect(summary.getByRole('row').nth(1)).toBeVisible()
  return summary
}

test('metrics redirects to cpu; CPU shows utilization by state', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics`)
  await expect(page).toHaveURL(/\/metrics\/cpu$/)
  await expect(
    page.getByRole('navigation', { name: 'Instance' }).getByRole('link', { name: 'Metrics' }),
  ).toHaveAttribute('aria-current', 'page')
  const summary = await expectChart(page, 'CPU utilization by state')
  for (const state of ['run', 'idle', 'waiting', 'emulation'])
    await expect(summary.getByRole('rowheader', { name: state, exact: true })).toBeVisible()
  await expect(summary).toContainText('%')
})

/** Opens a chart's menu from the keyboard and gives the menu; its source is the group headed "Source: …". */
async function openChartMenu(page: Page, title: string) {
  await page.getByRole('button', { name: `${title} chart options` }).press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}

/** The live chart's "Updated Ns ago" beside its heading. */
const updated = (page: Page, title: string, seconds: RegExp) =>
  page.getByRole('region', { name: title }).getByText(new RegExp(`^Updated ${seconds.source}s ago$`))

test('statistic cards show current, average and peak of each series, with units', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/cpu`)
  await expectChart(page, 'CPU utilization by state')
  const cards = page.getByRole('list', { name: 'CPU utilization by state statistics' })
  const run = cards.getByRole('group', { name: 'run', exact: true })
  for (const stat of ['Current', 'Average', 'Peak']) {
    await expect(run.getByRole('term').filter({ hasText: stat })).toBeVisible()
  }
  await expect(run.getByRole('definition').first()).toContainText(/\d%/)
  await expect(run.getByRole('definition').nth(2)).toContainText(/\d%/)
  // a counter's values are per alignment window, and the cards say so
  await page.goto(`${instanceUrl}/metrics/disk`)
  await expectChart(page, 'Disk bytes')
  const read = page.getByRole('list', { name: 'Disk bytes statistics' }).getByRole('group', { name: 'Bytes read' })
  await expect(read.getByRole('definition').nth(1)).toContainText(/[KMG]iB per 1m/)
})

test('a chart over the last hour refreshes on its own and says when it was updated', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/cpu`)
  await expectChart(page, 'CPU utilization by state')
  await expect(page.getByRole('group', { name: 'Live updates' }).getByRole('status')).toHaveText(
    'Live: the charts refresh every 10s.',
  )
  // the age ticks while the page is open...
  await expect(updated(page, 'CPU utilization by state', /([3-9]|\d\d)/)).toBeVisible({ timeout: 15_000 })
  // ...until the chart asks again by itself (nothing was clicked) and the age starts over
  await page.waitForResponse((r) => r.url().includes('/v1/timeseries/query') && r.ok(), { timeout: 20_000 })
  await expect(updated(page, 'CPU utilization by state', /[0-2]/)).toBeVisible()
  await expect(page.getByRole('list', { name: 'CPU utilization by state statistics' })).toContainText('%')
})

test('Pause stops the refresh until pressed again', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/cpu`)
  await expectChart(page, 'CPU utilization by state')
  const pause = page.getByRole('group', { name: 'Live updates' }).getByRole('button', { name: 'Pause' })
  await pause.focus() // then the keyboard, where focus is
  await page.keyboard.press('Enter')
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('group', { name: 'Live updates' }).getByRole('status')).toContainText('Paused')
  let asked = 0
  page.on('request', (r) => void (r.url().includes('/v1/timeseries/query') && asked++))
  // past the 10 s interval, the chart has not asked again: its age keeps growing
  await expect(updated(page, 'CPU utilization by state', /(1[2-9]|[2-9]\d)/)).toBeVisible({ timeout: 25_000 })
  expect(asked).toBe(0)
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('group', { name: 'Live updates' }).getByRole('status')).toContainText('Live')
})

test('a hidden tab does not poll: the chart asks again only while someone can see it', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/cpu`)
  await expectChart(page, 'CPU utilization by state')
  // what the browser reports when the tab goes to the background
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  let asked = 0
  page.on('request', (r) => void (r.url().includes('/v1/timeseries/query') && asked++))
  await expect(updated(page, 'CPU utilization by state', /(1[2-9]|[2-9]\d)/)).toBeVisible({ timeout: 25_000 })
  expect(asked).toBe(0)
})

test('disk tab charts operations, bytes and flushes', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/disk`)
  await expect(page.getByRole('combobox', { name: 'Disk', exact: true })).toBeVisible()
  const ops = await expectChart(page, 'Disk operations')
  await expect(ops.getByRole('rowheader', { name: 'Reads' })).toBeVisible()
  const bytes = await expectChart(page, 'Disk bytes')
  await expect(bytes).toContainText(/[KMG]iB/)
  await expectChart(page, 'Disk flushes')
})

test('network tab charts bytes, packets and errors', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/network`)
  const bytes = await expectChart(page, 'Network bytes')
  await expect(bytes.getByRole('rowheader', { name: 'Bytes in' })).toBeVisible()
  await expect(bytes.getByRole('rowheader', { name: 'Bytes out' })).toBeVisible()
  await expectChart(page, 'Network packets')
  await expectChart(page, 'Network errors')
})

test('changing the time range refetches with a new query', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/cpu`)
  await expectChart(page, 'CPU utilization by state')
  const request = page.waitForRequest(
    (r) => r.url().includes('/v1/timeseries/query') && /@now\(\) - 1d/.test(r.postData() ?? ''),
  )
  await page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: 'Last day' }).click()
  await request
  await expect(page).toHaveURL(/range=1d/)
  await expect(page.getByRole('button', { name: 'Last day' })).toHaveAttribute('aria-pressed', 'true')
  await expectChart(page, 'CPU utilization by state')
})

test('a custom range queries explicit instants', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/network`)
  await expectChart(page, 'Network bytes')
  await page.getByRole('button', { name: 'Custom' }).click()
  const request = page.waitForRequest(
    (r) => r.url().includes('/v1/timeseries/query') && /timestamp >= @20/.test(r.postData() ?? ''),
  )
  await page.getByRole('button', { name: 'Apply' }).click()
  await request
  await expect(page).toHaveURL(/start=.*end=/)
  await expectChart(page, 'Network bytes')
  // a range that ends at a fixed time never changes: no refresh, and no Pause to offer
  await expect(page.getByRole('status').filter({ hasText: 'This range ends at a fixed time' })).toHaveText(
    'This range ends at a fixed time, so the charts do not refresh.',
  )
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0)
})

test('the explorer runs the query from the URL and shows rows', async ({ page }) => {
  const q = 'get hardware_component:temperature | filter timestamp > @now() - 1h | align mean_within(5m)'
  await page.goto(`/system/timeseries?q=${encodeURIComponent(q)}`)
  await expect(page.getByRole('textbox', { name: 'OxQL query' })).toHaveValue(q)
  const results = page.getByRole('table', { name: 'Query results' })
  await expect(results.getByRole('row').nth(1)).toBeVisible()
  await expect(results).toContainText('hardware_component:temperature')
  await expect(page.getByRole('img', { name: 'Chart: Query result' })).toBeVisible()
})

test('the explorer builds a query from a searched schema', async ({ page }) => {
  await page.goto('/system/timeseries')
  await page.getByRole('searchbox', { name: 'Search schemas' }).fill('vcpu')
  await page.getByRole('button', { name: 'virtual_machine:vcpu_usage' }).click()
  await page.getByRole('checkbox', { name: /^state/ }).check()
  await page.getByRole('button', { name: 'Build query' }).click()
  await expect(page.getByRole('textbox', { name: 'OxQL query' })).toHaveValue(
    /get virtual_machine:vcpu_usage .*align mean_within\(1m\) \| group_by \[state\], sum/,
  )
  await page.getByRole('button', { name: 'Run query' }).click()
  await expect(page).toHaveURL(/q=get/)
  await expect(page.getByRole('table', { name: 'Query results' })).toContainText('emulation')
})

test('a group_by without align is explained, with the aligned query to run', async ({ page, trap }) => {
  trap.allow(/400/)
  const q = 'get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h | group_by [state], sum'
  await page.goto(`/system/timeseries?q=${encodeURIComponent(q)}`)
  const alert = page.getByRole('alert').filter({ hasText: 'Input tables to a `group_by` must be aligned' })
  await expect(alert).toContainText('align mean_within(1m)')
  await alert.getByRole('button', { name: 'Run aligned query' }).click()
  await expect(page.getByRole('table', { name: 'Query results' }).getByRole('row').nth(1)).toBeVisible()
})

test('the explorer is in the system nav', async ({ page }) => {
  await page.goto('/system/utilization')
  await page.getByRole('link', { name: 'Time-series explorer' }).click()
  await expect(page.getByRole('heading', { name: 'Time-series explorer' })).toBeVisible()
})

test('utilization pages chart provisioned resources over time', async ({ page }) => {
  await page.goto('/system/utilization')
  await expect(page.getByRole('heading', { name: 'Provisioned over time' })).toBeVisible()
  await expectChart(page, 'CPUs provisioned')
  const memory = await expectChart(page, 'Memory provisioned')
  await expect(memory).toContainText(/[KMGT]iB/)
  await expectChart(page, 'Storage provisioned')
  // read through OxQL, as the other metrics: the fleet's collection_target over the chosen range
  const menu = await openChartMenu(page, 'CPUs provisioned')
  await expect(menu.getByRole('group', { name: 'Source: OxQL' })).toBeVisible()
  await expect(
    menu.getByRole('menuitem', { name: /^Copy query get collection_target:cpus_provisioned / }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  const request = page.waitForRequest(
    (r) =>
      r.url().includes('/v1/system/timeseries/query') &&
      /get collection_target:cpus_provisioned .*@now\(\) - 1w/.test(r.postData() ?? ''),
  )
  await page.getByRole('button', { name: 'Last week' }).click()
  await request
  await expect(
    page.getByRole('list', { name: 'CPUs provisioned statistics' }).getByRole('group', { name: 'CPUs provisioned' }),
  ).toContainText('Peak')
})

test('a fleet reader’s own silo utilization is read through OxQL too', async ({ page }) => {
  const request = page.waitForRequest(
    (r) =>
      r.url().includes('/v1/system/timeseries/query') && /collection_target:ram_provisioned/.test(r.postData() ?? ''),
  )
  await page.goto('/utilization')
  await request
  await expectChart(page, 'Memory provisioned')
  const menu = await openChartMenu(page, 'Memory provisioned')
  await expect(menu.getByRole('group', { name: 'Source: OxQL' })).toBeVisible()
})

test('a silo reader without a fleet role sees utilization from the silo metrics API, and is told so', async ({
  page,
  trap,
}) => {
  // the page asks for the fleet policy to learn the reader's fleet role: a silo viewer's answer is a 403
  trap.allow(/status of 403/)
  await signIn(page, 'silo-viewer')
  await page.goto('/utilization')
  const memory = await expectChart(page, 'Memory provisioned')
  await expect(memory).toContainText(/[KMGT]iB/)
  const menu = await openChartMenu(page, 'Memory provisioned')
  await expect(menu.getByRole('group', { name: 'Source: the silo metrics API' })).toBeVisible()
  await expect(
    menu.getByRole('menuitem', { name: /^Copy request GET \/v1\/metrics\/ram_provisioned\?start_time=/ }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('list', { name: 'Memory provisioned statistics' })).toContainText('Average')
})

test('a chart’s menu gives its OxQL query to copy and its points as a CSV, by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${instanceUrl}/metrics/cpu`)
  await expectChart(page, 'CPU utilization by state')
  // the source is said in each chart's menu, not once above the charts
  await expect(page.getByText(/^Source:/)).toHaveCount(0)
  let menu = await openChartMenu(page, 'CPU utilization by state')
  await expect(menu.getByRole('group', { name: 'Source: OxQL' })).toBeVisible()
  // the query itself is in view, and part of the item's name
  await expect(
    menu.getByRole('menuitem', { name: /^Copy query get virtual_machine:vcpu_usage \| filter .*instance_id == "/ }),
  ).toBeVisible()
  // opened from the keyboard, the first item (Download as CSV) is active; the next is Copy query
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(menu).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^get virtual_machine:vcpu_usage \| filter /)

  menu = await openChartMenu(page, 'CPU utilization by state')
  await expectNoA11yViolations(page)
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
  expect(file.suggestedFilename()).toBe('cpu-utilization-by-state.csv')
  const csv = readFileSync((await file.path())!, 'utf8').split('\r\n')
  expect(csv[0]).toMatch(/^time,.*run \(percent\)/)
  expect(csv[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/)
})

test('metrics and explorer pages have no serious accessibility violations', async ({ page }) => {
  await page.goto(`${instanceUrl}/metrics/cpu`)
  await expectChart(page, 'CPU utilization by state')
  await expectNoA11yViolations(page)
  await page.goto(
    `/system/timeseries?q=${encodeURIComponent('get hardware_component:fan_speed | filter timestamp > @now() - 1h | align mean_within(5m)')}`,
  )
  await expect(page.getByRole('table', { name: 'Query results' }).getByRole('row').nth(1)).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a chart’s value axis is as wide as its widest label, so none is cut', async ({ page }) => {
  await page.goto('/utilization')
  // the charts' code loads lazily, after the page: a loaded machine takes a while
  await expect(page.getByRole('img', { name: 'Chart: Storage provisioned' })).toBeVisible({ timeout: 20_000 })
  for (const title of ['CPUs provisioned', 'Memory provisioned', 'Storage provisioned']) {
    await expectChart(page, title)
    const chart = page.getByRole('img', { name: `Chart: ${title}` })
    await expect(chart).toHaveAccessibleDescription(/^Value axis: ./)
    const labels = ((await chart.getAttribute('aria-description')) ?? '').replace('Value axis: ', '').split(', ')
    // The axis is drawn on a canvas, so nothing in it has a role: read where uPlot starts its plot area
    // (the axis's room) and measure the labels in the axis's font, as the axis itself does.
    const { room, widest } = await chart.evaluate((el, texts) => {
      const plot = el.querySelector<HTMLElement>('.u-over')
      const ctx = document.createElement('canvas').getContext('2d')!
      ctx.font = '12px system-ui, sans-serif'
      return {
        room: plot ? parseFloat(plot.style.left) : 0,
        widest: Math.max(...texts.map((t) => ctx.measureText(t).width)),
      }
    }, labels)
    // the tick (10 px) and its gap (5 px) sit between the label and the plot
    expect(room - 15, `${title}: room for ${labels.join(', ')}`).toBeGreaterThanOrEqual(widest)
  }
})
