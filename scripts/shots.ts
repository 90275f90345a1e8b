/**
 * Screenshots of the everyday pages for a person to review the design: each page light and dark, at a
 * laptop's 1280x800 and a phone's 390x844, into one folder with an index.html that shows them side by side.
 * Not part of npm test: it judges nothing, it shows.
 *
 *   npm run shots                       build into .tmp/shots-dist, then shoot into .tmp/shots/
 *   npm run shots -- --dist DIR         shoot an existing build
 *   npm run shots -- --out DIR          another folder
 *   npm run shots -- --only instances   only the pages whose name contains this
 */
import '../embed/polyfill.ts'
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { demoCredentials, mockOptionsFromEnv } from '../embed/mock-adapter.ts'
import { createConsoleServer } from '../embed/server.ts'
import { e2eBrowserPath } from './ensure-chromium.ts'

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    out: { type: 'string', default: '.tmp/shots' },
    only: { type: 'string' },
  },
})
const root = resolve(import.meta.dirname, '..')
const out = resolve(root, args.out!)

/** A page to shoot: its name in the index, its path, and what to wait for before the picture. */
type Shot = {
  name: string
  path: string | ((ids: Ids) => string)
  ready?: (page: Page) => Promise<unknown>
  signedOut?: boolean
}
type Ids = { sled: string }

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor({ timeout: 15_000 })
/** the page's title, whatever it says */
const anyTitle = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
const p = '/projects/mock-project'
const shots: Shot[] = [
  { name: 'sign-in', path: '/login/default-silo/local', ready: heading('Sign in'), signedOut: true },
  { name: 'not-found', path: '/no-such-page', ready: heading('Page not found'), signedOut: true },
  { name: 'projects', path: '/projects', ready: heading('Projects') },
  { name: 'instances', path: `${p}/instances`, ready: heading('Instances') },
  { name: 'instance-storage', path: `${p}/instances/db1/storage`, ready: heading(/db1/) },
  { name: 'instance-networking', path: `${p}/instances/db1/networking`, ready: heading(/db1/) },
  { name: 'instance-metrics', path: `${p}/instances/db1/metrics/cpu`, ready: heading(/db1/) },
  { name: 'instance-create', path: `${p}/instances-new`, ready: heading(/instance/i) },
  { name: 'disks', path: `${p}/disks`, ready: heading('Disks') },
  { name: 'snapshots', path: `${p}/snapshots`, ready: heading('Snapshots') },
  { name: 'images', path: `${p}/images`, ready: heading('Images') },
  { name: 'vpcs', path: `${p}/vpcs`, ready: heading('VPCs') },
  { name: 'vpc-firewall-rules', path: `${p}/vpcs/mock-vpc/firewall-rules`, ready: heading(/mock-vpc/) },
  { name: 'floating-ips', path: `${p}/floating-ips`, ready: heading('Floating IPs') },
  { name: 'project-access', path: `${p}/access`, ready: anyTitle },
  { name: 'ssh-keys', path: '/settings/ssh-keys', ready: heading('SSH Keys') },
  { name: 'profile', path: '/settings/profile', ready: heading('Profile') },
  { name: 'silo-images', path: '/images', ready: anyTitle },
  { name: 'silo-utilization', path: '/utilization', ready: heading('Utilization') },
  { name: 'silo-access', path: '/access', ready: anyTitle },
  { name: 'system-utilization', path: '/system/utilization', ready: heading('Utilization') },
  { name: 'silos', path: '/system/silos', ready: heading('Silos') },
  { name: 'sleds', path: '/system/inventory/sleds', ready: heading(/Inventory|Sleds/) },
  { name: 'sled-detail', path: (ids: Ids) => `/system/inventory/sleds/${ids.sled}/instances`, ready: heading(/Sled/) },
  { name: 'ip-pools', path: '/system/networking/ip-pools', ready: heading('IP Pools') },
  { name: 'fleet-access', path: '/system/access', ready: anyTitle },
].filter((s) => !args.only || s.name.includes(args.only))

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const themes = ['light', 'dark'] as const

function distDir(): string {
  if (args.dist) return resolve(root, args.dist)
  const dir = join(root, '.tmp', 'shots-dist')
  execFileSync(process.execPath, ['--import', 'tsx', 'build.ts', '--outdir', dir], { cwd: root, stdio: 'inherit' })
  return dir
}

async function main() {
  const dist = distDir()
  const server = createConsoleServer({ dist, mock: mockOptionsFromEnv(process.env) })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: e2eBrowserPath(), args: ['--no-sandbox', '--disable-gpu'] })
  const failed: string[] = []
  try {
    for (const theme of themes) {
      for (const vp of viewports) {
        const context = await browser.newContext({ baseURL: base, viewport: { width: vp.width, height: vp.height } })
        // the theme as the user menu keeps it (web/ui/theme.ts), set before any page of the console runs
        await context.addInitScript((t) => localStorage.setItem('rack-console-theme', t), theme)
        const signedOut = await context.newPage()
        const page = await context.newPage()
        const { username, password, silo } = demoCredentials
        const login = await page.request.post(`/v1/login/${silo}/local`, { data: { username, password } })
        if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`)
        const sleds = (await (await page.request.get('/v1/system/hardware/sleds?limit=1')).json()) as {
          items: { id: string }[]
        }
        const ids: Ids = { sled: sleds.items[0]?.id ?? 'none' }
        for (const shot of shots) {
          const tab = shot.signedOut ? signedOut : page
          if (shot.signedOut) await context.clearCookies()
          const path = typeof shot.path === 'function' ? shot.path(ids) : shot.path
          try {
            await tab.goto(path)
            await shot.ready?.(tab)
            // what loads after the heading (rows, charts, the font) settles
            await tab.waitForTimeout(700)
            await tab.screenshot({ path: join(out, `${shot.name}-${vp.name}-${theme}.png`) })
          } catch (e) {
            failed.push(`${shot.name} ${vp.name} ${theme}: ${(e as Error).message.split('\n')[0]}`)
          }
          if (shot.signedOut) await page.request.post(`/v1/login/${silo}/local`, { data: { username, password } })
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
  writeFileSync(join(out, 'index.html'), indexHtml())
  console.log(`shots: ${shots.length} pages x 2 themes x 2 sizes in ${out}/index.html`)
  if (failed.length) {
    console.error(`shots: ${failed.length} failed:\n  ${failed.join('\n  ')}`)
    process.exitCode = 1
  }
}

/** One row per page: desktop light, desktop dark, phone light, phone dark. */
function indexHtml() {
  const cell = (name: string, vp: string, theme: string) => {
    const file = `${name}-${vp}-${theme}.png`
    return `<td><a href="${file}"><img src="${file}" alt="${name}, ${vp}, ${theme}" loading="lazy" class="${vp}"></a></td>`
  }
  const rows = shots
    .map(
      (s) =>
        `<tr><th scope="row">${s.name}</th>${viewports.flatMap((vp) => themes.map((t) => cell(s.name, vp.name, t))).join('')}</tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rack Console screenshots</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 4px; vertical-align: top; }
th[scope=row] { text-align: left; white-space: nowrap; }
img.desktop { width: 320px; } img.phone { width: 120px; }
</style></head><body>
<h1>Rack Console: ${shots.length} pages, light and dark, 1280x800 and 390x844</h1>
<table><thead><tr><th>Page</th><th>1280 light</th><th>1280 dark</th><th>390 light</th><th>390 dark</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`
}

await main()
