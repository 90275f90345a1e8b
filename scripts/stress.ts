/**
 * `npm run stress`: the two-admin flows, each many times over, on a machine kept busy. A save that
 * replaces a whole object is built on a read made just before it, and the API offers no precondition:
 * between that read and the write another admin's write can land, and on a loaded machine the moment
 * is widest. Every flow must end with both admins' changes on the server, or with the clash shown.
 *
 * One busy child process per core (the hog) runs for as long as the browser tests do. Not part of
 * `npm test`: twenty runs of every two-admin spec take far longer than the suite may.
 *
 *   npm run stress                                   every e2e/two-admins*.spec.ts, 20 times each
 *   npm run stress -- e2e/two-admins-nic.spec.ts     just these specs
 *   STRESS_REPEAT=5 STRESS_HOGS=1 npm run stress     fewer runs, one busy process
 *
 * E2E_PORT, E2E_OUTPUT and E2E_DIST pass through to the browser tests (playwright.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { readdirSync } from 'node:fs'

const repeat = Number(process.env.STRESS_REPEAT ?? 20)
const hogs = Number(process.env.STRESS_HOGS ?? availableParallelism())
if (!Number.isInteger(repeat) || repeat < 1)
  throw new Error(`STRESS_REPEAT must be a whole number above 0, got '${process.env.STRESS_REPEAT}'`)
if (!Number.isInteger(hogs) || hogs < 0)
  throw new Error(`STRESS_HOGS must be a whole number, got '${process.env.STRESS_HOGS}'`)

const asked = process.argv.slice(2)
const specs = asked.length
  ? asked
  : readdirSync('e2e')
      .filter((f) => /^two-admins.*\.spec\.ts$/.test(f))
      .sort()
      .map((f) => `e2e/${f}`)
if (!specs.length) throw new Error('no e2e/two-admins*.spec.ts to run')

/** A process that spins until killed: the load under which the race window is widest. */
const hog = () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })

const busy: ChildProcess[] = Array.from({ length: hogs }, hog)
const stopHogs = () => {
  for (const h of busy) if (h.exitCode === null) h.kill('SIGKILL')
}
process.on('exit', stopHogs)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopHogs()
    process.exit(130)
  })

console.log(`stress: ${specs.join(', ')}, ${repeat} times each, beside ${hogs} busy process(es)`)
const started = Date.now()
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const tests = spawn(
  npx,
  // one worker: the two sessions of a test, the servers and the hog share the machine; the default project only
  ['playwright', 'test', ...specs, '--project', 'default', '--workers', '1', '--repeat-each', String(repeat)],
  { stdio: 'inherit' },
)
tests.on('close', (code, signal) => {
  stopHogs()
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  const ok = code === 0
  console.log(`stress: ${ok ? 'nothing lost' : 'FAILED'} in ${minutes} min (${specs.length} spec(s) x ${repeat})`)
  process.exit(code ?? (signal ? 1 : 0))
})
