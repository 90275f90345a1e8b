import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { clearDraft, mergeDraft, readDraft, registerDraft, saveDrafts, scrubDraft } from '../../web/util/drafts'
import { withDom } from '../../test-support/dom'

const Scrub = suite('scrubDraft')

Scrub('never keeps passwords, secrets, private keys or tokens; secret texts come back empty', () => {
  const kept = scrubDraft({
    name: 'web',
    password: 'hunter2',
    adminPassword: 'x',
    clientSecret: 's',
    certs: [{ name: 'c', cert: 'PEM', key: 'PRIVATE' }],
    signingKeypair: { publicCert: 'p', privateKey: 'k' },
    token: 't',
    nested: { deep: [{ apiToken: 'a', ok: 1 }] },
  })
  assert.equal(kept, {
    name: 'web',
    password: '',
    adminPassword: '',
    clientSecret: '',
    certs: [{ name: 'c', cert: 'PEM', key: '' }],
    signingKeypair: { publicCert: 'p', privateKey: '' },
    token: '',
    nested: { deep: [{ apiToken: '', ok: 1 }] },
  })
  assert.not.match(JSON.stringify(kept), /hunter2|PRIVATE/)
})

Scrub('files, dates and functions are left out', () => {
  assert.equal(scrubDraft({ a: 1, when: new Date(), f: () => 1, blob: new Blob(['x']) }), { a: 1 })
})

const Merge = suite('mergeDraft')

Merge('lays a draft over the defaults, keeping only known keys of the same kind', () => {
  const defaults = { name: '', size: '10', start: true, disks: [] as { name: string }[], pick: null as string | null }
  assert.equal(
    mergeDraft(defaults, { name: 'db3', size: 5, start: false, disks: [{ name: 'd' }], pick: 'p', extra: 'x' }),
    {
      name: 'db3',
      size: '10',
      start: false,
      disks: [{ name: 'd' }],
      pick: 'p',
    },
  )
  assert.is(mergeDraft(defaults, undefined), defaults)
  assert.equal(mergeDraft(defaults, 'garbage'), defaults)
})

const Store = suite('saving drafts at a 401')
withDom(Store)

Store('an open form is kept under its URL when the session ends, and cleared on request', () => {
  const unregister = registerDraft('/projects/p/disks-new', () => ({ name: 'disk-9', password: 'no' }))
  saveDrafts()
  assert.equal(readDraft('/projects/p/disks-new'), { name: 'disk-9', password: '' })
  assert.not.match(sessionStorage.getItem('rack-console-draft:/projects/p/disks-new')!, /"no"/)
  unregister()
  clearDraft('/projects/p/disks-new')
  assert.is(readDraft('/projects/p/disks-new'), undefined)
  saveDrafts() // no longer registered: not written again
  assert.is(readDraft('/projects/p/disks-new'), undefined)
})

Scrub.run()
Merge.run()
Store.run()
