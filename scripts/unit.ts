/**
 * Runs the unit suite (uvu over test/) and, when it fails, repeats each failure at the end of the log, where CI's
 * excerpt of the output can show it. Arguments pass through to uvu (a folder and a pattern).
 */
import { spawn } from 'node:child_process'
import { unitFailures } from './unit-failures'

const args = process.argv.slice(2)
const child = spawn(process.execPath, ['--import', 'tsx/esm', 'node_modules/uvu/bin.js', 'test', ...args], {
  stdio: ['inherit', 'pipe', 'pipe'],
})
let log = ''
child.stdout.on('data', (d: Buffer) => {
  process.stdout.write(d)
  log += d.toString()
})
child.stderr.on('data', (d: Buffer) => {
  process.stderr.write(d)
  log += d.toString()
})
child.on('close', (code, signal) => {
  const failures = unitFailures(log)
  if (code !== 0 && failures.length) {
    console.log(`\n${failures.length} unit test(s) failed:\n`)
    for (const f of failures) console.log(`${f}\n`)
  }
  process.exit(code ?? (signal ? 1 : 0))
})
