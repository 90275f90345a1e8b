import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  forgetOtherOwnersResumePoints,
  resumePointsFor,
  saveResumePoint,
  type ResumePoint,
} from '../../web/upload/resume'
import { setBrowserOwner } from '../../web/util/browser-owner'
import { withDom } from '../../test-support/dom'

const point = (diskId: string): ResumePoint => ({
  diskId,
  diskName: `disk-${diskId}`,
  project: 'p',
  fingerprint: 'f.img|10|1',
  seq: 3,
  done: 3,
  total: 10,
  blockSize: 512,
})

const Resume = suite('disk-import resume points')
withDom(Resume)
Resume.before.each(() => localStorage.clear())

Resume(
  'kept for the user signed in: another user on the browser is not offered them, and signing in drops them',
  () => {
    setBrowserOwner('silo-1/alice')
    saveResumePoint(point('d1'))
    assert.equal(
      resumePointsFor('p', 'f.img|10|1').map((p) => p.diskName),
      ['disk-d1'],
    )
    setBrowserOwner('silo-1/bob')
    assert.equal(resumePointsFor('p', 'f.img|10|1'), [])
    saveResumePoint(point('d2'))
    forgetOtherOwnersResumePoints('silo-1/bob')
    assert.equal(resumePointsFor('p', 'f.img|10|1', 'silo-1/alice'), [])
    assert.equal(
      resumePointsFor('p', 'f.img|10|1').map((p) => p.diskName),
      ['disk-d2'],
    )
  },
)

Resume('nobody known to be signed in: nothing is kept, nothing offered', () => {
  setBrowserOwner(undefined)
  saveResumePoint(point('d1'))
  assert.is(localStorage.length, 0)
  assert.equal(resumePointsFor('p', 'f.img|10|1'), [])
})

Resume.run()
