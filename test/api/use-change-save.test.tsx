import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fields, type ChangeLine } from '../../web/api/changes'
import { useChangeSave } from '../../web/api/use-change-save'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const Save = suite('useChangeSave tells what a landed write changed (History keeps it)')
withDom(Save)

type Doc = { cpus: number; memory: number }
const shape = fields<Doc>({ cpus: 'CPUs', memory: 'Memory' })

let server: Doc
let failPut = false
const changed: ChangeLine[][] = []
let hook: ReturnType<typeof useChangeSave<Doc>>
function Form() {
  hook = useChangeSave<Doc>({
    read: async () => ({ ...server }),
    put: async (doc) => {
      if (failPut) throw new Error('no')
      server = doc
    },
    onSaved: () => undefined,
    onChanged: (lines) => changed.push(lines),
  })
  return null
}

Save.before.each(() => {
  server = { cpus: 2, memory: 4 }
  failPut = false
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

Save.run()
