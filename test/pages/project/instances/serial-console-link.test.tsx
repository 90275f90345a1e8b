import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Instance } from '../../../../web/api/generated/types'
import { SerialConsoleLink } from '../../../../web/pages/project/instances/InstanceFrame'
import { WriteGate } from '../../../../web/ui/write-gate'
import { descriptionOf, render, withDom } from '../../../../test-support/dom'

const Link = suite('SerialConsoleLink')
withDom(Link)

const running = { name: 'db1', runState: 'running' } as Instance

Link('a running instance links to its console', () => {
  const body = render(<SerialConsoleLink project="p" instance={running} />)
  assert.is(body.querySelector('a')?.getAttribute('href'), '/projects/p/instances/db1/serial-console')
})

Link("a user who may not modify the instance (Nexus's rule for the console) gets the page's reason", () => {
  const body = render(
    <WriteGate reason="Only project collaborators and admins can do this">
      <SerialConsoleLink project="p" instance={running} />
    </WriteGate>,
  )
  assert.is(body.querySelector('a'), null)
  const button = body.querySelector('button')!
  assert.ok(button.getAttribute('aria-disabled') === 'true' || button.disabled)
  assert.is(descriptionOf(button), 'Only project collaborators and admins can do this')
})

Link.run()
