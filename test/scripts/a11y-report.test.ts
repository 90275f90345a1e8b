import { existsSync, readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ANSWERS, type Answer } from '../../scripts/a11y/conformance'
import { WCAG22 } from '../../scripts/a11y/wcag22'
import { DOC, evidenceProblems, renderTables, withTables, type ReadRepoFile } from '../../scripts/a11y-report'

/** The conformance report: every WCAG 2.2 A/AA criterion answered, with evidence that exists. */
const Report = suite('a11y report')

const readRepoFile: ReadRepoFile = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined)

Report('every WCAG 2.2 A and AA criterion is answered with evidence, and every test it names exists', () => {
  assert.is(WCAG22.length, 56, '32 of Level A (4.1.1 kept as VPAT 2.5 does) and 24 of Level AA')
  assert.equal(evidenceProblems(ANSWERS, readRepoFile), [])
})

Report('docs/ACCESSIBILITY.md holds the tables as the answers write them (npm run a11y:report)', () => {
  const doc = readFileSync(DOC, 'utf8')
  assert.ok(withTables(doc, renderTables(ANSWERS)) === doc, 'stale: run npm run a11y:report')
  for (const [id, name] of WCAG22) assert.ok(doc.includes(`| ${id} ${name} |`), `${id} has a row`)
})

Report('a missing criterion, an answer with no evidence and a test that is gone are each reported', () => {
  const read: ReadRepoFile = (path) => (path === 'e2e/x.spec.ts' ? "test('real test', ...)" : readRepoFile(path))
  const answers: Answer[] = ANSWERS.filter((a) => a.id !== '2.4.7').map((a) => {
    if (a.id === '1.3.2') return { ...a, evidence: [] }
    if (a.id === '2.1.4') return { ...a, evidence: [{ e2e: 'x.spec.ts', test: 'a test that is gone' }] }
    if (a.id === '1.2.1') return { ...a, evidence: [{ manual: 'not a reason' }] }
    return a
  })
  assert.equal(evidenceProblems(answers, read), [
    '2.4.7 Focus Visible: no answer',
    '1.2.1: Not Applicable without saying why',
    '1.3.2: Supports with no evidence (a check or manual steps)',
    '2.1.4: no test "a test that is gone" in e2e/x.spec.ts',
  ])
})

Report('the tables are written between their markers, and a document without them is refused', () => {
  const tables = renderTables(ANSWERS)
  assert.throws(() => withTables('# no markers', tables), /markers/)
  const doc = `before\n${tables}\nafter`
  assert.is(withTables(doc, tables), doc)
})

Report.run()
