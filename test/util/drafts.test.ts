import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  clearDraft,
  declareDraftSecrets,
  formDraftKey,
  hasDraftAt,
  keepDraftsOnlyFor,
  mergeDraft,
  readDraft,
  registerDraft,
  saveDrafts,
  scrubDraft,
} from '../../web/util/drafts'
import { createDefaults } from '../../web/pages/project/instances/create-values'
import { sshKeyDefaults } from '../../web/pages/common/ssh-keys/ssh-key-form'
import { siloDefaults } from '../../web/pages/system/silos/silo-form'
import { claimBrowser } from '../../web/pages/common/activity/browser-claim'
import { setBrowserOwner } from '../../web/util/browser-owner'
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
Store.before.each(() => {
  sessionStorage.clear()
  localStorage.clear()
})

/** Runs `fn` with a DOM's storage, for a suite that has none of its own. */
function withStorage(fn: () => void) {
  const had = 'sessionStorage' in globalThis
  const store = new Map<string, string>()
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    key: (i: number) => [...store.keys()][i] ?? null,
    get length() {
      return store.size
    },
  }
  if (!had) Object.assign(globalThis, { sessionStorage: storage })
  try {
    fn()
  } finally {
    if (!had) delete (globalThis as { sessionStorage?: unknown }).sessionStorage
  }
}

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

Scrub('a declared kind decides, whatever the field is called: user data, keys, nested rows', () => {
  const secrets = declareDraftSecrets(
    { name: '', userData: '', sshKey: '', rows: [] as { label: string; pem: string }[] },
    { userData: 'user-data', sshKey: 'ssh-public-key', rows: { pem: 'private-key' } },
  )
  const kept = scrubDraft(
    {
      name: 'web',
      userData: '#cloud-config\npassword: hunter2',
      sshKey: 'ssh-ed25519 AAAA alice@laptop',
      rows: [{ label: 'tls', pem: '-----BEGIN PRIVATE KEY-----' }],
    },
    secrets,
  )
  assert.equal(kept, { name: 'web', userData: '', sshKey: '', rows: [{ label: 'tls', pem: '' }] })
  // a declared form is judged by its declaration: a field merely named like a secret is kept
  assert.equal(scrubDraft({ tokenCount: 3 }, {}), { tokenCount: 3 })
})

Scrub("the console's forms declare theirs where their fields are declared", () => {
  const url = '/projects/p/instances-new'
  withStorage(() => {
    const unregister = registerDraft(formDraftKey(url, createDefaults), () => ({
      ...createDefaults,
      name: 'db1',
      userData: '#cloud-config\nchpasswd: { list: "root:hunter2" }',
    }))
    const ssh = registerDraft(formDraftKey('/settings/ssh-keys-new', sshKeyDefaults), () => ({
      ...sshKeyDefaults,
      name: 'laptop',
      publicKey: 'ssh-ed25519 AAAAC3 alice@laptop',
    }))
    const silo = registerDraft(formDraftKey('/system/silos-new', siloDefaults), () => ({
      ...siloDefaults,
      certs: [{ name: 'c', description: '', cert: 'CERT', key: '-----BEGIN RSA PRIVATE KEY-----' }],
    }))
    saveDrafts()
    unregister()
    ssh()
    silo()
    const kept = Array.from({ length: sessionStorage.length }, (_, i) =>
      sessionStorage.getItem(sessionStorage.key(i)!),
    ).join('\n')
    assert.match(kept, /db1/)
    assert.not.match(kept, /hunter2|alice@laptop|PRIVATE KEY/)
    assert.is((readDraft(formDraftKey(url, createDefaults)) as { name: string }).name, 'db1')
  })
})

Scrub.run()
Merge.run()
Store('a draft is offered only to the user it was kept for; another user signing in drops it', async () => {
  const key = '/projects/p/instances-new#name'
  setBrowserOwner('silo-1/alice')
  const unregister = registerDraft(key, () => ({ name: 'alice-db' }))
  saveDrafts()
  unregister()
  assert.equal(readDraft(key), { name: 'alice-db' })
  assert.ok(hasDraftAt('/projects/p/instances-new'))

  // alice's session ends without a sign-out; before the next sign-in is known, nothing is offered
  setBrowserOwner(undefined)
  assert.is(readDraft(key), undefined)
  assert.not.ok(hasDraftAt('/projects/p/instances-new'))

  // bob signs in on the same tab
  assert.ok(await claimBrowser('silo-1/bob'))
  assert.is(readDraft(key), undefined)
  assert.not.ok(hasDraftAt('/projects/p/instances-new'))
  setBrowserOwner('silo-1/alice')
  assert.is(readDraft(key), undefined, 'gone, not only hidden')
})

Store('the same user signing in again gets their draft back', async () => {
  const key = '/projects/p/disks-new#name'
  setBrowserOwner('silo-1/alice')
  const unregister = registerDraft(key, () => ({ name: 'disk-9' }))
  saveDrafts()
  unregister()
  setBrowserOwner(undefined)
  await claimBrowser('silo-1/alice')
  assert.equal(readDraft(key), { name: 'disk-9' })
  assert.not.ok(keepDraftsOnlyFor('silo-1/alice'))
})

Store('a sign-in form keeps no draft: the next person to open it may be someone else', () => {
  setBrowserOwner('silo-1/alice')
  const key = '/login/default-silo/local#password,username'
  const unregister = registerDraft(key, () => ({ username: 'alice', password: 'hunter2' }))
  saveDrafts()
  unregister()
  assert.is(readDraft(key), undefined)
  assert.is(sessionStorage.getItem(`rack-console-draft:${key}`), null)
})

Store.run()
