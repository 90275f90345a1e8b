import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fields, type ChangeLine } from '../../web/api/changes'
import { nicShape, type NicDoc } from '../../web/api/change-shapes'
import { useDocumentSave, type DocumentSave } from '../../web/api/document-save'
import { ChangeConflict } from '../../web/pages/common/ChangeConflict'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const Save = suite('useDocumentSave tells what a landed write changed (History keeps it)')
withDom(Save)

type Doc = { cpus: number; memory: number }
const shape = fields<Doc>({ cpus: 'CPUs', memory: 'Memory' })

let server: Doc
let failPut = false
// another admin's write that lands just after this one, before the read that follows it
let raced: ((doc: Doc) => Doc) | undefined
const changed: ChangeLine[][] = []
let saved = 0
let hook: DocumentSave<Doc>
function Form() {
  hook = useDocumentSave<Doc>({
    read: async () => ({ ...server }),
    shape,
    put: async (doc) => {
      if (failPut) throw new Error('no')
      server = doc
      if (raced) server = raced(server)
      raced = undefined
    },
    onSaved: () => void saved++,
    onChanged: (lines) => changed.push(lines),
  })
  return <ChangeConflict saver={hook} />
}

Save.before.each(() => {
  server = { cpus: 2, memory: 4 }
  failPut = false
  raced = undefined
  saved = 0
  changed.length = 0
  render(<Form />)
})

Save('a save reports its lines, before and after, once written', async () => {
  // save resolves once the write landed and its lines were reported
  await hook.save(shape({ cpus: 2, memory: 4 }, { cpus: 4, memory: 4 }))
  assert.equal(server, { cpus: 4, memory: 4 })
  assert.equal(changed, [[{ kind: 'change', label: 'CPUs', from: '2', to: '4' }]])
})

Save('a failed write reports nothing', async () => {
  failPut = true
  await hook.save(shape({ cpus: 2, memory: 4 }, { cpus: 4, memory: 4 }))
  assert.equal(changed, [])
})

Save("keeping the other change reports only this user's edits that were written", async () => {
  const edits = shape({ cpus: 2, memory: 4 }, { cpus: 4, memory: 8 })
  server = { cpus: 3, memory: 4 } // someone else changed the CPUs meanwhile
  await hook.save(edits)
  // the conflict is state: choose (below) reads it from the render that follows
  await until(() => hook.conflicts?.length, { what: 'the conflict rendered' })
  assert.equal(changed, [])
  await hook.choose('theirs')
  assert.equal(server, { cpus: 3, memory: 8 })
  assert.equal(changed, [[{ kind: 'change', label: 'Memory', from: '4', to: '8' }]])
})

Save('a write that reads back as written is a success, and shows nothing', async () => {
  await hook.save(shape({ cpus: 2, memory: 4 }, { cpus: 4, memory: 4 }))
  assert.is(saved, 1)
  assert.is(hook.lost, null)
  assert.is(document.querySelector('[role=alert]'), null)
})

Save("a write whose read-back lacks this user's change is no success: both values, and Apply again", async () => {
  // the other admin's write, built on the copy before this one, lands last and puts the CPUs back
  raced = (doc) => ({ ...doc, cpus: 2 })
  await hook.save(shape({ cpus: 2, memory: 4 }, { cpus: 4, memory: 4 }))
  assert.is(saved, 0)
  assert.equal(changed, [])
  await until(() => hook.lost?.length, { what: 'the lost change rendered' })
  assert.equal(hook.lost, [{ label: 'CPUs', wrote: '4', now: '2', changedAt: undefined }])
  const alert = document.querySelector('[role=alert][aria-label="Not saved as written"]')!
  assert.ok(alert, 'the notice is shown')
  const row = [...alert.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent))
  assert.equal(row, [['CPUs', '4', '2']])
  assert.ok([...alert.querySelectorAll('button')].some((b) => b.textContent === 'Apply again'))

  // applying again writes this user's change on what is there now, and this time it stays
  await hook.applyAgain()
  assert.equal(server, { cpus: 4, memory: 4 })
  assert.is(saved, 1)
  assert.equal(changed, [[{ kind: 'change', label: 'CPUs', from: '2', to: '4' }]])
  await until(() => hook.lost === null, { what: 'the notice gone' })
})

Save('a write whose read-back shows a part this user did not touch moved is no success', async () => {
  raced = (doc) => ({ ...doc, memory: 16 })
  await hook.save(shape({ cpus: 2, memory: 4 }, { cpus: 4, memory: 4 }))
  assert.is(saved, 0)
  await until(() => hook.lost?.length, { what: 'the lost change rendered' })
  assert.equal(hook.lost, [{ label: 'Memory', wrote: '4', now: '16', changedAt: undefined }])
})

// --- submit: whether the write was made, so a form keeps its draft until it is ---

const settledWith = (p: Promise<boolean>) =>
  Promise.race([p, new Promise<string>((r) => setTimeout(() => r('waiting'), 50))])
const more = () => shape({ cpus: 2, memory: 4 }, { cpus: 4, memory: 4 })

Save('submit: a save that landed settles true', async () => {
  assert.is(await hook.submit(more()), true)
  assert.equal(server, { cpus: 4, memory: 4 })
})

Save('submit: a refused save settles false (the form keeps what was typed)', async () => {
  failPut = true
  assert.is(await hook.submit(more()), false)
  await until(() => hook.error?.message === 'no', { what: 'the refusal shown' })
})

Save("submit: a save stopped at a conflict waits for the choice; keeping the other change is made", async () => {
  server = { cpus: 3, memory: 4 }
  const made = hook.submit(more())
  await until(() => hook.conflicts?.length, { what: 'the conflict rendered' })
  assert.is(await settledWith(made), 'waiting')
  await hook.choose('theirs')
  assert.is(await settledWith(made), true)
})

Save('submit: submitting again, or leaving while it waits for a choice, settles false', async () => {
  server = { cpus: 3, memory: 4 }
  const first = hook.submit(more())
  await until(() => hook.conflicts?.length, { what: 'the conflict rendered' })
  const second = hook.submit(more())
  assert.is(await settledWith(first), false)
  await until(() => hook.conflicts?.length, { what: 'the conflict rendered again' })
  render(null)
  assert.is(await settledWith(second), false)
})

Save('expect: a confirmation dismissed waits; the save on confirm settles it', async () => {
  const confirmed = hook.expect()
  assert.is(await settledWith(confirmed), 'waiting')
  await hook.save(more())
  assert.is(await settledWith(confirmed), true)
})

Save.run()

const Nic = suite('useDocumentSave reads a network interface back as the API answers it')
withDom(Nic)

let nic: NicDoc
let answer: (doc: NicDoc) => NicDoc
let nicRaced: ((doc: NicDoc) => NicDoc) | undefined
let nicSaved = 0
let nicHook: DocumentSave<NicDoc>
function NicForm() {
  nicHook = useDocumentSave<NicDoc>({
    read: async () => answer(nic),
    shape: nicShape,
    put: async (doc) => {
      nic = nicRaced ? nicRaced(doc) : doc
      nicRaced = undefined
    },
    onSaved: () => void nicSaved++,
  })
  return null
}
Nic.before.each(() => {
  nic = { name: 'nic0', description: '', transitIps: ['10.10.0.0/24'] }
  answer = (doc) => ({ ...doc, transitIps: [...doc.transitIps] })
  nicRaced = undefined
  nicSaved = 0
  render(<NicForm />)
})

Nic('transit IPs answered in another order are the same set: a success', async () => {
  answer = (doc) => ({ ...doc, transitIps: [...doc.transitIps].reverse() })
  const opened = { ...nic }
  await nicHook.save(nicShape(opened, { ...opened, transitIps: ['10.10.0.0/24', '10.20.0.0/24'] }))
  assert.is(nicSaved, 1)
  assert.is(nicHook.lost, null)
})

Nic("another admin's transit IP written over: the user is told, with both values", async () => {
  const opened = { ...nic }
  const edits = nicShape(opened, { ...opened, transitIps: ['10.10.0.0/24', '10.20.0.0/24'] })
  // the other admin's save, built on the list before this one, lands between this write and its read-back
  nicRaced = (doc) => ({ ...doc, transitIps: ['10.10.0.0/24', '10.30.0.0/16'] })
  await nicHook.save(edits)
  assert.is(nicSaved, 0)
  await until(() => nicHook.lost?.length, { what: 'the lost change rendered' })
  assert.equal(
    nicHook.lost?.map((l) => [l.label, l.wrote, l.now]),
    [
      ['Transit IP 10.20.0.0/24', 'allowed', 'not allowed'],
      ['Transit IP 10.30.0.0/16', 'not allowed', 'allowed'],
    ],
  )
})

Nic.run()
