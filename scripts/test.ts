/**
 * `npm test`: every check, in three stages. Within a stage the checks do not depend on each other and
 * each is mostly single-threaded, so on a 2-core machine they run side by side: typecheck, lint and format took 138 s
 * one after another and about half that together. The browser tests run last and alone, since their timeouts assume
 * the whole machine. A stage with a failure ends the run, as `&&` did.
 *
 * A check run beside others prints its log when it ends, whole, under its name; the browser tests stream theirs.
 * The run ends with where the time went.
 */
import { spawn } from 'node:child_process'

const stages: string[][] = [['typecheck', 'lint', 'format:check'], ['test:unit', 'test:dist', 'contract'], ['test:e2e']]

interface Outcome {
  script: string
  ok: boolean
  seconds: number
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function run(script: string, stream: boolean): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (d: Buffer) => chunks.push(d))
    child.stderr?.on('data', (d: Buffer) => chunks.push(d))
    const finish = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000
      if (!stream) {
        const log = Buffer.concat(chunks).toString().trimEnd()
        console.log(`\n== ${script}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`)
        if (log) console.log(log)
      }
      resolve({ script, ok, seconds })
    }
    child.on('error', (e) => {
      chunks.push(Buffer.from(String(e)))
      finish(false)
    })
    child.on('close', (code) => finish(code === 0))
  })
}

const begun = Date.now()
const outcomes: Outcome[] = []
let failed = false
for (const stage of stages) {
  const alone = stage.length === 1
  if (!alone) console.log(`\n== ${stage.join(', ')}: side by side`)
  const results = await Promise.all(stage.map((script) => run(script, alone)))
  outcomes.push(...results)
  if (results.some((r) => !r.ok)) {
    failed = true
    break
  }
}

const total = (Date.now() - begun) / 1000
console.log(`\nWhere npm test's time went (${total.toFixed(0)} s in all; checks of one stage ran side by side):`)
for (const o of outcomes) console.log(`  ${o.seconds.toFixed(1).padStart(7)} s  ${o.script}${o.ok ? '' : '  FAILED'}`)
if (failed) {
  const names = outcomes.filter((o) => !o.ok).map((o) => o.script)
  console.log(`\nnpm test failed: ${names.join(', ')} (its log is above, under its name)`)
}
process.exit(failed ? 1 : 0)
