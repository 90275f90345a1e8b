import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Where the suite's time went: at the end of a run, the twenty-five spec files that took longest
 * (the sum of their tests' attempts, retries included) and the ten slowest tests, so a slow or
 * retried spec shows in every run's output, not only when someone goes looking for it.
 */
export default class SlowestReporter implements Reporter {
  private readonly files = new Map<string, number>()
  private readonly tests: { title: string; ms: number; retries: number }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*?\/e2e\//, 'e2e/')
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration)
    const title = `${file} › ${test.titlePath().slice(3).join(' › ')}`
    const known = this.tests.find((t) => t.title === title)
    if (known) {
      known.ms += result.duration
      known.retries = result.retry
    } else this.tests.push({ title, ms: result.duration, retries: result.retry })
  }

  onEnd(result: FullResult) {
    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    const lines = [
      `\nWhere the time went (${secs(result.duration)} wall clock):`,
      'Slowest spec files (test time summed):',
    ]
    // twenty-five files, not ten: the long tail is where a suite over its budget finds its time
    const files = [...this.files].sort((a, b) => b[1] - a[1]).slice(0, 25)
    for (const [file, ms] of files) lines.push(`  ${secs(ms).padStart(8)}  ${file}`)
    lines.push('Slowest tests:')
    const tests = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10)
    for (const t of tests)
      lines.push(`  ${secs(t.ms).padStart(8)}  ${t.title}${t.retries ? ` (retried ${t.retries}x)` : ''}`)
    console.log(lines.join('\n'))
  }

  printsToStdio() {
    return false
  }
}
