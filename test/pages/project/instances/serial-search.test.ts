import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  MAX_MATCHES,
  matchCountText,
  searchLines,
  stepMatch,
} from '../../../../web/pages/project/instances/serial-search'
import type { LogLine } from '../../../../web/pages/project/instances/serial-log'

const at = new Date(0)
const lines = (...texts: string[]): LogLine[] => texts.map((text) => ({ text, time: at, boot: 1 }))

const Search = suite('searchLines')
Search('finds every match of a regular expression, line by line, case-insensitive unless asked', () => {
  const r = searchLines(lines('eth0 up', 'nothing', 'ETH1 up, eth2 down'), 'eth\\d')
  assert.equal(r.matches, [
    { line: 0, start: 0, end: 4 },
    { line: 2, start: 0, end: 4 },
    { line: 2, start: 9, end: 13 },
  ])
  assert.is(searchLines(lines('ETH1'), 'eth', true).matches.length, 0)
})
Search('a bad pattern says why instead of throwing; an empty one finds nothing', () => {
  const r = searchLines(lines('a'), '(')
  assert.ok(r.error?.startsWith('Invalid regular expression:'))
  assert.equal(searchLines(lines('a'), '').matches, [])
  // a pattern matching the empty string does not match everywhere
  assert.equal(searchLines(lines('abc'), 'x*').matches, [])
})
Search('stops at MAX_MATCHES', () => {
  const r = searchLines(lines('a'.repeat(MAX_MATCHES + 5)), 'a')
  assert.is(r.matches.length, MAX_MATCHES)
  assert.is(matchCountText(undefined, MAX_MATCHES), `${MAX_MATCHES}+ matches`)
})
Search.run()

const Step = suite('matchCountText and stepMatch')
Step('counts read as the status says them', () => {
  assert.is(matchCountText(undefined, 0), 'No matches')
  assert.is(matchCountText(undefined, 1), '1 match')
  assert.is(matchCountText(0, 2), '1 of 2 matches')
})
Step('next and previous wrap; the first step goes to the first or last match', () => {
  assert.is(stepMatch(undefined, 3, 1), 0)
  assert.is(stepMatch(undefined, 3, -1), 2)
  assert.is(stepMatch(2, 3, 1), 0)
  assert.is(stepMatch(0, 3, -1), 2)
  assert.is(stepMatch(undefined, 0, 1), undefined)
})
Step.run()
