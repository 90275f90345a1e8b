import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { unitFailures } from '../../scripts/unit-failures'

const log = [
  'api/a.test.ts',
  '\x1b[31m✘\x1b[39m •   (1 / 2)',
  '',
  '   \x1b[1mFAIL\x1b[22m  suite  "one"',
  '    Expected values to be strictly equal:  (is)',
  '    at Object.handler (/w/test/api/a.test.ts:3:26)',
  '',
  'api/b.test.ts',
  '• •   (2 / 2)',
  '',
  '  Total:     4',
  '  Passed:    3',
].join('\n')

test('each failure with its file and its message, and nothing of the passing files', () => {
  const out = unitFailures(log)
  assert.is(out.length, 1)
  assert.match(out[0], /^api\/a\.test\.ts\n\s+FAIL\s+suite\s+"one"/)
  assert.match(out[0], 'strictly equal')
  assert.not.match(out[0], 'b.test.ts')
})

test('a passing log has none', () => {
  assert.equal(unitFailures('api/b.test.ts\n• •   (2 / 2)\n  Total:     2\n  Passed:    2\n'), [])
})

test.run()
