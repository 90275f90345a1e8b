/**
 * E2E and bench use Debian's Chromium at /usr/bin/chromium; Playwright never
 * downloads a browser here. Installs it with apt-get when we can (root), else
 * says how.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function has(cmd: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

if (existsSync(chromiumPath)) process.exit(0)

if (has('apt-get') && process.getuid?.() === 0) {
  console.log(`${chromiumPath} is missing: installing Debian's chromium with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
  if (existsSync(chromiumPath)) process.exit(0)
  console.error(`apt-get installed chromium, but ${chromiumPath} is still missing`)
  process.exit(1)
}

console.error(
  `${chromiumPath} is missing. Install Debian's Chromium: \`sudo apt-get update && sudo apt-get install -y chromium\`, ` +
    'or set CHROMIUM_PATH to a Chromium binary. (Playwright must not download its own browser.)',
)
process.exit(1)
