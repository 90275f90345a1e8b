/**
 * E2E and bench use Debian's Chromium at /usr/bin/chromium; Playwright never
 * downloads a browser here. Installs it with apt-get when we can (root), else
 * says how.
 *
 * The e2e suite runs on Debian's headless shell of the same Chromium (package chromium-headless-shell) when it is
 * there: it has no browser UI to drive, and a 2-core machine ran the suite in 16.2 min on it against 24.4 on the full
 * browser (a test's new page cost 25 ms of the browser process's CPU instead of 234). It is installed here
 * when the machine allows it; without it the suite runs on /usr/bin/chromium, only slower. The bench keeps the full
 * browser: its figures are what a person's browser does.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell'

/** The browser the e2e suite drives: CHROMIUM_PATH when set, else the headless shell when installed, else Chromium. */
export function e2eBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(headlessShellPath) ? headlessShellPath : chromiumPath
}

function has(cmd: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const canInstall = () => has('apt-get') && process.getuid?.() === 0
const aptEnv = () => ({ ...process.env, DEBIAN_FRONTEND: 'noninteractive' })
const aptInstall = (pkg: string) =>
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env: aptEnv() })

/** Best effort: the suite runs without it, only slower. */
function ensureHeadlessShell(updated: boolean) {
  if (process.env.CHROMIUM_PATH || existsSync(headlessShellPath) || !canInstall()) return
  try {
    console.log(`${headlessShellPath} is missing: installing Debian's chromium-headless-shell for the e2e suite`)
    if (!updated) execFileSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv() })
    aptInstall('chromium-headless-shell')
  } catch {
    console.log(`chromium-headless-shell could not be installed: the e2e suite runs on ${chromiumPath}, slower`)
  }
}

function main() {
  if (existsSync(chromiumPath)) {
    ensureHeadlessShell(false)
    return 0
  }
  if (canInstall()) {
    console.log(`${chromiumPath} is missing: installing Debian's chromium with apt-get`)
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv() })
    aptInstall('chromium')
    if (existsSync(chromiumPath)) {
      ensureHeadlessShell(true)
      return 0
    }
    console.error(`apt-get installed chromium, but ${chromiumPath} is still missing`)
    return 1
  }
  console.error(
    `${chromiumPath} is missing. Install Debian's Chromium: \`sudo apt-get update && sudo apt-get install -y chromium\`, ` +
      'or set CHROMIUM_PATH to a Chromium binary. (Playwright must not download its own browser.)',
  )
  return 1
}

// run as a script (npm run test:e2e); imported, it only gives the paths
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main())
