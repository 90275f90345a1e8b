import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  actorLabel,
  defaultRange,
  fromLocalInput,
  rangeQuery,
  resultLabel,
  toLocalInput,
  validateRange,
} from '../../../../web/pages/system/audit-log/audit'

const Labels = suite('audit labels')
Labels('actors', () => {
  assert.is(actorLabel({ kind: 'silo_user', siloId: 's', siloUserId: 'u' }), 'Silo user u')
  assert.is(actorLabel({ kind: 'user_builtin', userBuiltinId: 'b' }), 'Built-in user b')
  assert.is(actorLabel({ kind: 'scim', siloId: 's' }), 'SCIM client (silo s)')
  assert.is(actorLabel({ kind: 'unauthenticated' }), 'Unauthenticated')
})
Labels('results', () => {
  assert.is(resultLabel({ kind: 'success', httpStatusCode: 201 }), 'Success (201)')
  assert.is(
    resultLabel({ kind: 'error', httpStatusCode: 400, errorCode: 'InvalidRequest', errorMessage: 'x' }),
    'Error (400 InvalidRequest)',
  )
  assert.is(resultLabel({ kind: 'error', httpStatusCode: 500, errorMessage: 'x' }), 'Error (500)')
  assert.is(resultLabel({ kind: 'unknown' }), 'Unknown')
})
Labels.run()

const Range = suite('time range')
Range('local input round trip (minutes)', () => {
  const d = new Date(2026, 10, 22, 3, 4, 59)
  assert.is(toLocalInput(d), '2026-11-22T03:04')
  assert.is(fromLocalInput('2026-11-22T03:04')!.getTime(), new Date(2026, 10, 22, 3, 4).getTime())
  assert.is(fromLocalInput(''), undefined)
  assert.is(fromLocalInput('garbage'), undefined)
})
Range('default: the last 24 hours, open end', () => {
  const r = defaultRange(new Date(2026, 10, 22, 12, 0))
  assert.equal(r, { start: '2026-11-21T12:00', end: '' })
  const q = rangeQuery(r)
  assert.is(q.endTime, null)
  assert.is(q.sortBy, 'time_and_id_descending')
  assert.ok(q.startTime instanceof Date)
})
Range('validation', () => {
  assert.equal(validateRange({ start: '', end: '' }), { start: 'Start is required' })
  assert.equal(validateRange({ start: '2026-11-22T10:00', end: '2026-11-22T09:00' }), {
    end: 'End must be after start',
  })
  assert.equal(validateRange({ start: '2026-11-22T10:00', end: '2026-11-22T11:00' }), {})
})
Range.run()
