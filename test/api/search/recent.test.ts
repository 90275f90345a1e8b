import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  forgetRecentProjects,
  MAX_RECENT,
  noteProjectVisit,
  noteUnownedVisits,
  recentProjects,
  RECENT_KEY,
} from '../../../web/api/search/recent'
import { setBrowserOwner } from '../../../web/util/browser-owner'
import { withDom } from '../../../test-support/dom'

const A = 'silo-1/user-a'
const B = 'silo-1/user-b'

const Recent = suite('recent projects')
withDom(Recent)
Recent.before.each(() => {
  localStorage.clear()
  setBrowserOwner(A)
})

Recent('most recent first, each once, at most MAX_RECENT', () => {
  for (const p of ['a', 'b', 'a', 'c']) noteProjectVisit(p)
  assert.equal(recentProjects(), ['c', 'a', 'b'])
  for (let i = 0; i < 20; i++) noteProjectVisit(`p${i}`)
  assert.is(recentProjects().length, MAX_RECENT)
  assert.is(recentProjects()[0], 'p19')
})

Recent('forgotten at sign-out; something unreadable kept is ignored', () => {
  noteProjectVisit('a')
  forgetRecentProjects()
  assert.equal(recentProjects(), [])
  localStorage.setItem(`${RECENT_KEY}:${A}`, '{not json')
  assert.equal(recentProjects(), [])
  localStorage.setItem(`${RECENT_KEY}:${A}`, '[1, "x"]')
  assert.equal(recentProjects(), ['x'])
})

Recent("kept per user and silo: another user signed in on the browser never sees the first one's", () => {
  noteProjectVisit('secret-project')
  setBrowserOwner(B)
  assert.equal(recentProjects(), [])
  noteProjectVisit('b-project')
  assert.equal(recentProjects(), ['b-project'])
  assert.equal(recentProjects(A), ['secret-project'])
  // B signing in drops every other list, and the list kept before lists were per user
  localStorage.setItem(RECENT_KEY, '["old"]')
  forgetRecentProjects(B)
  assert.equal(recentProjects(A), [])
  assert.is(localStorage.getItem(RECENT_KEY), null)
  assert.equal(recentProjects(B), ['b-project'])
})

Recent('before the signed-in user is known, a visit is kept for them once known', () => {
  setBrowserOwner(undefined)
  noteProjectVisit('a')
  assert.equal(recentProjects(), [])
  assert.is(localStorage.length, 0)
  noteUnownedVisits(B)
  assert.equal(recentProjects(B), ['a'])
  noteUnownedVisits(A)
  assert.equal(recentProjects(A), [], 'noted once, for the user then signed in')
})

Recent.run()
