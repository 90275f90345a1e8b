import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
// `test` from utils fails a test on page errors, console errors and CSP violations
import { expect, settledInstance, signIn, test, unique } from './utils'

/**
 * The serial console keeps everything: its log outlives a
 * guest reset, marks it with its time, and is searched, paused and downloaded
 * whole. Each test boots an instance of its own (a reboot changes it).
 */

const project = 'mock-project'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

const runningInstance = (page: Page) =>
  settledInstance(page, { project, prefix: 'e2e-serial', description: 'serial console e2e' })

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') }
}

test('The serial console finds a line from before a guest reset, which it marks with its time', async ({ page }) => {
  test.slow() // two boot logs at the mock's pace, and a reboot of 1-3 s
  const name = await runningInstance(page)
  await page.goto(`/projects/${project}/instances/${name}/serial-console`)
  await expect(page.getByText(`${name} login:`)).toBeVisible({ timeout: 15_000 })

  const reboot = await page.request.post(`/v1/instances/${name}/reboot?project=${project}`)
  expect(reboot.ok()).toBe(true)
  // the reset, with the server's time for it, said beside the connection status (the terminal's
  // marker line scrolls away as the guest boots again)
  const status = page.getByRole('status').filter({ hasText: 'Serial console status' })
  await expect(status).toContainText(/Guest reset at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/, { timeout: 15_000 })

  // search by keyboard: the field, Enter for the next match, Shift+Enter for the previous
  const find = page.getByRole('searchbox', { name: 'Find (regular expression)' })
  await find.focus()
  await page.keyboard.type('hypervisor detected: \\w+')
  const count = page.getByRole('search', { name: 'Search the console output' }).getByRole('status')
  // both boots' lines: the first survived the reset
  await expect(count).toHaveText('2 matches', { timeout: 15_000 })
  await page.keyboard.press('Enter')
  await expect(count).toHaveText('1 of 2 matches')
  await expect(page.getByText(/^Line \d+, boot 1, /)).toBeVisible()
  await expect(page.getByText('Hypervisor detected: Bhyve', { exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(count).toHaveText('2 of 2 matches')
  await expect(page.getByText(/^Line \d+, boot 2, /)).toBeVisible()
  await page.keyboard.press('Shift+Enter')
  await expect(count).toHaveText('1 of 2 matches')

  // the marker is in the output itself, found like any line
  await find.fill('^─+ guest reset at')
  await expect(count).toHaveText('1 match')

  // a bad pattern says so, and nothing breaks
  await find.fill('(unclosed')
  await expect(count).toContainText('Invalid regular expression')

  // the second boot has reached its prompt
  await find.fill(`${name} login:`)
  await expect(count).toHaveText('2 matches', { timeout: 15_000 })
  const boot = await download(page, 'Download since last boot')
  expect(boot.name).toMatch(new RegExp(`^${name}-serial-console-boot-\\d{8}-\\d{6}\\.txt$`))
  expect(boot.text).toMatch(/^──── guest reset at /)
  expect(boot.text.split('Hypervisor detected')).toHaveLength(2)
  const all = await download(page, 'Download all')
  expect(all.text.startsWith('OVMF (Oxide)')).toBe(true)
  expect(all.text.split('Hypervisor detected')).toHaveLength(3)
  expect(all.text).toContain('reboot: Restarting system')
})

test('Paused output keeps buffering and counts the new lines; timestamps mark every line', async ({ page }) => {
  await page.goto(`/projects/${project}/instances/db1/serial-console`)
  await expect(page.getByText('db1 login:')).toBeVisible({ timeout: 15_000 })
  const status = page.getByRole('status').filter({ hasText: 'Serial console status' })
  await page.getByRole('button', { name: 'Pause output' }).click()
  const term = page.getByRole('textbox', { name: 'Serial console of db1' })
  await term.focus()
  const typed = unique('paused')
  await page.keyboard.type(`${typed}\n${typed}\n`)
  await expect(status).toContainText('Paused, 2 new lines')
  await expect(page.getByText(typed)).toHaveCount(0)
  await page.getByRole('button', { name: 'Resume output' }).click()
  await expect(page.getByText(typed).first()).toBeVisible()
  await expect(status).not.toContainText('Paused')

  await page.getByRole('checkbox', { name: 'Timestamps' }).check()
  await expect(page.getByText(new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} db1 login: ${typed}`)).first()).toBeVisible()
  const all = await download(page, 'Download all')
  expect(all.text).toMatch(new RegExp(`\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z db1 login: ${typed}`))
})

test('A console the server cannot serve says why it closed, and Reconnect tries again', async ({ page }) => {
  // the page read db2 as running, but it has stopped since: the server completes the handshake, then closes
  // the socket with 1011 and its reason
  await page.route(/\/v1\/instances\/db2\?/, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), run_state: 'running' } })
  })
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await page.goto(`/projects/${project}/instances/db2/serial-console`)
  const problem = page.getByRole('alert').filter({ hasText: 'The serial console closed' })
  await expect(problem).toContainText(
    'Instance is stopped and has no active serial console server. Reconnect to try again.',
  )
  const status = page.getByRole('status').filter({ hasText: 'Serial console status' })
  await expect(status).toContainText('Disconnected')
  await page.getByRole('button', { name: 'Reconnect' }).click()
  // a new socket, refused the same way
  await expect.poll(() => sockets.length).toBe(2)
  await expect(status).toContainText('Disconnected')
  await expect(problem).toContainText('Instance is stopped and has no active serial console server')
})

/** Opens the serial console's WebSocket from the page (or frame) it runs in: `open`, or how it closed. */
const tryConsoleSocket = (url: string) =>
  new Promise<string>((resolve) => {
    const ws = new WebSocket(url)
    ws.onopen = () => (ws.close(), resolve('open'))
    ws.onclose = (e) => resolve(`closed ${e.code}`)
  })

test('A page of another origin cannot open the serial console, though the session cookie goes with it', async ({
  page,
  trap,
  baseURL,
}) => {
  const own = new URL(baseURL!)
  const socket = `ws://${own.host}/v1/instances/db1/serial-console/stream?project=${project}`
  // the console's own page opens it
  await page.goto(`/projects/${project}/instances`)
  expect(await page.evaluate(tryConsoleSocket, socket)).toBe('open')

  // A page on another port of the same host: another origin but the same site, so the SameSite=Lax session cookie
  // goes along. In it, a sandboxed frame: its origin is opaque, and the upgrade says `Origin: null`.
  const refusals: string[] = []
  page.on('console', (msg) => {
    const m = /Unexpected response code: (\d+)/.exec(msg.text())
    if (m) refusals.push(m[1])
  })
  trap.allow(/WebSocket connection to .* failed: Error during WebSocket handshake: Unexpected response code: 403/)
  // a real server (the browser checks where a page came from before it lets it reach a loopback address)
  const other = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(
      '<!doctype html><title>Another site</title><h1>Another site</h1>' +
        '<iframe title="Sandboxed" sandbox="allow-scripts" srcdoc="<p>sandboxed</p>"></iframe>',
    )
  })
  await new Promise<void>((r) => other.listen(0, own.hostname, r))
  const otherPort = (other.address() as AddressInfo).port
  try {
    await page.goto(`http://${own.hostname}:${otherPort}/borrow`)
    expect(await page.evaluate(tryConsoleSocket, socket)).toBe('closed 1006')
    const sandboxed = page.frames().find((f) => f !== page.mainFrame())!
    expect(await sandboxed.evaluate(tryConsoleSocket, socket)).toBe('closed 1006')
  } finally {
    other.close()
  }
  // refused, with 403 (no crash of the server: a 500), both times
  await expect.poll(() => refusals).toEqual(['403', '403'])
})
