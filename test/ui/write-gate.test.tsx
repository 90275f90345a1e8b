import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ActionButtons } from '../../web/ui/ActionButtons'
import { Button, LinkButton } from '../../web/ui/Button'
import { gatedReason, WriteGate } from '../../web/ui/write-gate'
import { frameWriteNeed, frameWriteRole } from '../../web/api/roles'
import { roleRequirement } from '../../web/pages/common/access/role-reason'
import { descriptionOf, render, withDom } from '../../test-support/dom'

const REASON = 'Only project collaborators and admins can do this'

const Gate = suite('write gate')
withDom(Gate)

Gate('a write button under a gate is disabled with the reason; a plain one is not', () => {
  let clicks = 0
  const body = render(
    <WriteGate reason={REASON}>
      <Button write onClick={() => clicks++}>
        Stop
      </Button>
      <Button onClick={() => clicks++}>Refresh</Button>
    </WriteGate>,
  )
  const [stop, refresh] = Array.from(body.querySelectorAll('button'))
  assert.is(stop.getAttribute('aria-disabled'), 'true')
  // the reason is the button's description, shown as its tooltip, and said once: no native title besides
  assert.is(descriptionOf(stop), REASON)
  assert.is(stop.title, '')
  stop.click()
  assert.is(clicks, 0)
  assert.is(refresh.getAttribute('aria-disabled'), null)
  refresh.click()
  assert.is(clicks, 1)
})

Gate("the button's own reason wins over the gate", () => {
  const body = render(
    <WriteGate reason={REASON}>
      <Button write disabledReason="Already the target release">
        Set as target
      </Button>
    </WriteGate>,
  )
  assert.is(descriptionOf(body.querySelector('button')!), 'Already the target release')
})

Gate('without a gate a write button works', () => {
  let clicks = 0
  const body = render(
    <Button write onClick={() => clicks++}>
      Stop
    </Button>,
  )
  body.querySelector('button')!.click()
  assert.is(clicks, 1)
})

Gate('a create link under a gate becomes a disabled button; without one it stays a link', () => {
  let body = render(
    <WriteGate reason={REASON}>
      <LinkButton write href="/projects/p/disks-new">
        New disk
      </LinkButton>
    </WriteGate>,
  )
  assert.is(body.querySelector('a'), null)
  assert.is(body.querySelector('button')!.getAttribute('aria-disabled'), 'true')
  assert.is(descriptionOf(body.querySelector('button')!), REASON)
  body = render(
    <WriteGate reason={undefined}>
      <LinkButton write href="/projects/p/disks-new">
        New disk
      </LinkButton>
    </WriteGate>,
  )
  assert.is(body.querySelector('a')!.getAttribute('href'), '/projects/p/disks-new')
})

Gate('only actions that send a request are gated; their own reason comes first', () => {
  const request = () => undefined
  assert.is(gatedReason({ request }, REASON), REASON)
  assert.is(
    gatedReason({ request, disabled: 'Only a stopped instance can be deleted' }, REASON),
    'Only a stopped instance can be deleted',
  )
  assert.is(gatedReason({}, REASON), undefined)
  assert.is(gatedReason({ request }, undefined), undefined)
})

Gate('an Edit item that opens a form marked `write` is gated like a request', () => {
  assert.is(gatedReason({ write: true }, REASON), REASON)
  assert.is(
    gatedReason({ write: true, disabled: 'A system router cannot be edited' }, REASON),
    'A system router cannot be edited',
  )
  assert.is(gatedReason({ write: true }, undefined), undefined)
})

Gate('an action that answers for its own role (a project’s Delete on the silo’s list) is not gated by the page', () => {
  const request = () => undefined
  assert.is(gatedReason({ request, ownRole: true }, REASON), undefined)
  assert.is(
    gatedReason({ write: true, ownRole: true, disabled: 'Only project admins can do this' }, REASON),
    'Only project admins can do this',
  )
})

Gate('action buttons apply the gate to writes only', () => {
  const body = render(
    <WriteGate reason={REASON}>
      <ActionButtons
        actions={[
          { label: 'Stop', onSelect: () => {}, request: () => undefined },
          { label: 'Copy ID', onSelect: () => {} },
        ]}
      />
    </WriteGate>,
  )
  const [stop, copy] = Array.from(body.querySelectorAll('button'))
  assert.is(descriptionOf(stop), REASON)
  assert.is(copy.getAttribute('aria-disabled'), null)
})

Gate('each frame names the role its writes need, in the shared wording', () => {
  const reason = (kind: Parameters<typeof frameWriteNeed>[0], path: string) => {
    const need = frameWriteNeed(kind, path)
    return need && roleRequirement(frameWriteRole(need), need.scope)
  }
  assert.is(reason('project', '/projects/p/instances'), REASON)
  assert.is(reason('silo', '/projects'), 'Only silo collaborators and admins can do this')
  assert.is(reason('silo', '/projects/p/edit'), 'Only project admins can do this')
  assert.is(reason('system', '/system/ip-pools'), 'Only fleet admins can do this')
  assert.is(reason('system', '/system/silos'), 'Only fleet collaborators and admins can do this')
  assert.is(reason('settings', '/settings/profile'), undefined)
})

Gate.run()
