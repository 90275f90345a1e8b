import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseSpecTable, parseSpecColors } from '../../../test-support/spec-table'
import type { DiskStateName } from '../../../web/api/rules/api-types'
import {
  diskActionDisabled,
  diskActions,
  diskCan,
  diskCanResumeImport,
  diskStateColor,
  diskTransitional,
} from '../../../web/api/rules/disks'

// The expectations below are the rules: states tables pasted as text, not the module's
// own tables, so a wrong row fails here.
const diskSpec = `
| delete | detached, faulted |
| snapshot | attached, detached |
| attach | creating, detached |
| detach | attached |
| set as boot disk | attached |`


const diskStates: DiskStateName[] = [
  'attached', 'attaching', 'creating', 'detaching', 'detached', 'destroyed', 'faulted',
  'maintenance', 'import_ready', 'importing_from_url', 'importing_from_bulk_writes', 'finalizing',
]
const Disk = suite('diskCan')

Disk('has exactly the states actions', () => {
  assert.equal(Object.keys(diskCan).sort(), [...parseSpecTable(diskSpec).keys()].sort())
  assert.equal(Object.keys(diskActions).sort(), Object.keys(diskCan).sort())
})

for (const [action, allowed] of parseSpecTable(diskSpec)) {
  Disk(`${action}: reads disk.state.state`, () => {
    const can = diskCan[action as keyof typeof diskCan]
    assert.equal([...can.states].sort(), [...allowed].sort())
    for (const s of diskStates) {
      assert.is(can({ state: { state: s } }), allowed.includes(s), `${action} in ${s}`)
      const reason = diskActionDisabled(action as keyof typeof diskCan, { state: { state: s } })
      assert.is(reason === undefined, allowed.includes(s))
    }
  })
}

Disk('predicates and their states cannot be changed by callers', () => {
  assert.ok(Object.isFrozen(diskCan))
  assert.ok(Object.isFrozen(diskCan.delete.states))
})

Disk.run()

const Spinner = suite('diskTransitional')

Spinner('the rules: states: attaching, creating, detaching and finalizing spin', () => {
  const spinning = ['attaching', 'creating', 'detaching', 'finalizing']
  for (const s of diskStates) assert.is(diskTransitional(s), spinning.includes(s), s)
})

Spinner('only a stopped bulk import can be resumed', () => {
  for (const s of diskStates) assert.is(diskCanResumeImport({ state: { state: s } }), s === 'importing_from_bulk_writes', s)
})

Spinner.run()

const Colors = suite('diskStateColor')

// the rules: states "Badge colours", verbatim.
const colorSpec =
  'attached default; attaching blue; creating default; detaching blue; detached neutral; destroyed destructive; faulted destructive; maintenance notice; import_ready blue; importing_from_url purple; importing_from_bulk_writes purple; finalizing blue'

Colors('every state has its SPEC colour and nothing else', () => {
  assert.equal(diskStateColor, parseSpecColors(colorSpec))
  assert.equal(Object.keys(diskStateColor).sort(), [...diskStates].sort())
})

Colors.run()
