import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { forgetRecentProjects, MAX_RECENT, noteProjectVisit, recentProjects, RECENT_KEY } from '../../../web/api/search/recent'
import { withDom } from '../../../test-support/dom'

const Recent = suite('recent projects')
withDom(Recent)
Recent.before.each(() => localStorage.clear())

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
  localStorage.setItem(RECENT_KEY, '{not json')
  assert.equal(recentProjects(), [])
  localStorage.setItem(RECENT_KEY, '[1, "x"]')
  assert.equal(recentProjects(), ['x'])
})

Recent.run()
