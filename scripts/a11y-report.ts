/**
 * Writes the criterion tables of docs/ACCESSIBILITY.md (VPAT 2.5, WCAG 2.2 A and AA) from
 * scripts/a11y/conformance.ts, after checking that every criterion is answered with evidence and
 * that every test it names still exists, so the report cannot claim a check that is gone.
 *
 *   npm run a11y:report            rewrite the tables
 *   npm run a11y:report -- --check fail if the tables are stale or the evidence is wrong (CI)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ANSWERS, type Answer, type Evidence } from './a11y/conformance'
import { WCAG22, type Level } from './a11y/wcag22'

export const START = '<!-- a11y:report start: written by `npm run a11y:report` from scripts/a11y/conformance.ts -->'
export const END = '<!-- a11y:report end -->'

/** Reads a repository file, or undefined when it does not exist. */
export type ReadRepoFile = (path: string) => string | undefined

/** What is wrong with the answers: a criterion missing or answered twice, no evidence, a test that is not there. */
export function evidenceProblems(answers: Answer[], read: ReadRepoFile): string[] {
  const problems: string[] = []
  const known = new Set(WCAG22.map(([id]) => id))
  const seen = new Set<string>()
  for (const a of answers) {
    if (!known.has(a.id)) problems.push(`${a.id}: not a WCAG 2.2 A or AA criterion`)
    if (seen.has(a.id)) problems.push(`${a.id}: answered twice`)
    seen.add(a.id)
  }
  for (const [id, name] of WCAG22) if (!seen.has(id)) problems.push(`${id} ${name}: no answer`)
  for (const a of answers) {
    const na = a.evidence.filter((e) => 'na' in e)
    if (a.conformance === 'Not Applicable' && !na.length) problems.push(`${a.id}: Not Applicable without saying why`)
    if (a.conformance !== 'Not Applicable' && a.evidence.length === na.length)
      problems.push(`${a.id}: ${a.conformance} with no evidence (a check or manual steps)`)
    for (const e of a.evidence) {
      if ('e2e' in e) {
        const text = read(`e2e/${e.e2e}`)
        if (text === undefined) problems.push(`${a.id}: e2e/${e.e2e} does not exist`)
        else if (!text.includes(e.test)) problems.push(`${a.id}: no test "${e.test}" in e2e/${e.e2e}`)
      } else if ('unit' in e) {
        if (read(e.unit) === undefined) problems.push(`${a.id}: ${e.unit} does not exist`)
      } else if ('axe' in e) {
        if (read('e2e/crawler.spec.ts')?.includes('expectNoA11yViolations') !== true)
          problems.push(`${a.id}: the crawler no longer runs axe`)
      } else if (('manual' in e && !e.manual.trim()) || ('na' in e && !e.na.trim()))
        problems.push(`${a.id}: empty evidence`)
    }
  }
  return problems
}

function evidenceText(e: Evidence): string | undefined {
  if ('axe' in e) return `axe crawler${e.axe.length ? ` (${e.axe.map((r) => `\`${r}\``).join(', ')})` : ''}`
  if ('e2e' in e) return `e2e: ${e.e2e} › "${e.test}"`
  if ('unit' in e) return `unit: ${e.unit}`
  if ('manual' in e) return `manual: ${e.manual}`
  return undefined
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function table(answers: Answer[], level: Level, title: string): string {
  const byId = new Map(answers.map((a) => [a.id, a]))
  const rows = WCAG22.filter(([, , l]) => l === level).map(([id, name]) => {
    const a = byId.get(id)!
    const evidence = a.evidence.map(evidenceText).filter(Boolean)
    const proof = evidence.length ? `**Evidence**: ${evidence.join('; ')}.` : ''
    const remarks = [a.remarks, proof].filter(Boolean).join(' <br>')
    return `| ${id} ${name} | ${a.conformance} | ${cell(remarks)} |`
  })
  return [
    `## ${title}`,
    '',
    '| Criteria | Conformance Level | Remarks and Explanations |',
    '|---|---|---|',
    ...rows,
  ].join('\n')
}

/** The generated part of the report: both tables and a count of the answers. */
export function renderTables(answers: Answer[]): string {
  const count = (c: Answer['conformance']) => answers.filter((a) => a.conformance === c).length
  const summary =
    `${answers.length} criteria: ${count('Supports')} Supports, ${count('Partially Supports')} Partially Supports, ` +
    `${count('Does Not Support')} Does Not Support, ${count('Not Applicable')} Not Applicable.`
  return [
    START,
    '',
    summary,
    '',
    table(answers, 'A', 'Table 1: Success Criteria, Level A'),
    '',
    table(answers, 'AA', 'Table 2: Success Criteria, Level AA'),
    '',
    END,
  ].join('\n')
}

/** The document with its generated part replaced; throws when the markers are missing. */
export function withTables(doc: string, tables: string): string {
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  if (start === -1 || end < start) throw new Error(`docs/ACCESSIBILITY.md: the markers ${START} … ${END} are missing`)
  return doc.slice(0, start) + tables + doc.slice(end + END.length)
}

export const DOC = 'docs/ACCESSIBILITY.md'

const readRepoFile: ReadRepoFile = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = evidenceProblems(ANSWERS, readRepoFile)
  if (problems.length) {
    console.error(`a11y report: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  const doc = readFileSync(DOC, 'utf8')
  const next = withTables(doc, renderTables(ANSWERS))
  if (process.argv.includes('--check')) {
    if (next !== doc) {
      console.error(`${DOC} is stale: run npm run a11y:report`)
      process.exit(1)
    }
    console.log(`${DOC}: up to date`)
  } else {
    writeFileSync(DOC, next)
    console.log(`${DOC}: ${ANSWERS.length} criteria written`)
  }
}
