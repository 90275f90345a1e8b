import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatTtl, formToTtl, isShortening, ttlToForm, validateTtl } from '../../../../web/pages/settings/auth/ttl'

test('stored seconds become whole days, else hours (rounded up), null no limit', () => {
  assert.equal(ttlToForm(null), { value: '', unit: 'none' })
  assert.equal(ttlToForm(undefined), { value: '', unit: 'none' })
  assert.equal(ttlToForm(30 * 86_400), { value: '30', unit: 'days' })
  assert.equal(ttlToForm(36 * 3600), { value: '36', unit: 'hours' })
  assert.equal(ttlToForm(5400), { value: '2', unit: 'hours' })
  assert.equal(ttlToForm(1), { value: '1', unit: 'hours' })
})

test('the form goes back to seconds', () => {
  assert.is(formToTtl({ value: '7', unit: 'days' }), 7 * 86_400)
  assert.is(formToTtl({ value: ' 12 ', unit: 'hours' }), 12 * 3600)
  assert.is(formToTtl({ value: '5', unit: 'none' }), null)
  for (const s of [3600, 86_400, 90 * 86_400, 49 * 3600]) assert.is(formToTtl(ttlToForm(s)), s)
})

test('validation: a positive whole number within the API limit, clear messages', () => {
  assert.is(validateTtl({ value: '', unit: 'none' }), undefined)
  assert.is(validateTtl({ value: '3', unit: 'days' }), undefined)
  assert.is(validateTtl({ value: '', unit: 'days' }), 'Enter a number of days')
  assert.is(validateTtl({ value: '0', unit: 'hours' }), 'The lifetime must be at least 1 hour')
  assert.is(validateTtl({ value: '-2', unit: 'days' }), 'Enter a whole number of days (no decimals, signs or units)')
  assert.is(validateTtl({ value: '1.5', unit: 'hours' }), 'Enter a whole number of hours (no decimals, signs or units)')
  assert.is(validateTtl({ value: '2d', unit: 'days' }), 'Enter a whole number of days (no decimals, signs or units)')
  assert.is(validateTtl({ value: '49711', unit: 'days' }), 'The lifetime can be at most 49710 days')
  assert.is(validateTtl({ value: '49710', unit: 'days' }), undefined)
})

test('shortening: any limit after no limit, or a smaller limit', () => {
  assert.ok(isShortening(null, 3600))
  assert.ok(isShortening(86_400, 3600))
  assert.not.ok(isShortening(3600, 86_400))
  assert.not.ok(isShortening(3600, 3600))
  assert.not.ok(isShortening(3600, null))
  assert.not.ok(isShortening(null, null))
})

test('formatting', () => {
  assert.is(formatTtl(null), 'No limit')
  assert.is(formatTtl(86_400), '1 day')
  assert.is(formatTtl(30 * 86_400), '30 days')
  assert.is(formatTtl(7200), '2 hours')
  assert.is(formatTtl(5400), '90 minutes')
  assert.is(formatTtl(61), '61 seconds')
})

test.run()
