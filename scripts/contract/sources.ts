/** `--omicron GIT_DIR`: every case's `from` must name a test fn that exists in omicron's integration tests. */
import { execFileSync } from 'node:child_process'

/** `file.rs::fn` pairs whose fn is not in the file (or whose file is not there). */
export function missingSources(froms: string[], read: (file: string) => string | undefined): string[] {
  const files = new Map<string, string | undefined>()
  return [...new Set(froms)].filter((from) => {
    const [file, fn] = from.split('::')
    if (!files.has(file)) files.set(file, read(file))
    const text = files.get(file)
    return !fn || !text || !new RegExp(`\\bfn ${fn}\\b`).test(text)
  })
}

/** Reads nexus/tests/integration_tests/<file> at HEAD of a (bare) omicron git directory. */
export const gitReader = (gitDir: string) => (file: string) => {
  try {
    return execFileSync('git', ['--git-dir', gitDir, 'show', `HEAD:nexus/tests/integration_tests/${file}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return undefined
  }
}
