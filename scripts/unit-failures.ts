/**
 * Picks the failures out of uvu's report. uvu prints a failure beside its file, in the middle of a long
 * log; CI shows only the log's end, so the runner repeats them there.
 */
// uvu colours its report; the escape character is spelled out because a literal one trips no-control-regex
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const FILE = /^\S.*\.test\.tsx?$/
const SUMMARY = /^\s+(Total|Passed|Skipped|Duration):/

export function unitFailures(log: string): string[] {
  const out: string[] = []
  let file = ''
  let block: string[] | null = null
  const close = () => {
    if (block) out.push([file, ...block].join('\n').trimEnd())
    block = null
  }
  for (const raw of log.split('\n')) {
    const line = raw.replace(ANSI, '')
    if (FILE.test(line) || SUMMARY.test(line)) {
      close()
      if (FILE.test(line)) file = line
      continue
    }
    if (/^\s+FAIL\s/.test(line)) {
      close()
      block = [line]
    } else if (block && block.length < 40) block.push(line)
  }
  close()
  return out
}
