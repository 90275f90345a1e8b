import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Sled } from '../../../../web/api/generated/types'
import { RackFront, SledCubby } from '../../../../web/pages/system/inventory/RackFronts'
import { render, withDom } from '../../../../test-support/dom'

const sled: Sled = {
  id: '11111111-1111-4111-8111-111111111111',
  baseboard: { part: '913-0000019', revision: 6, serial: 'BRM42220004' },
  policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' },
  rackId: 'r1',
  slot: 7,
  state: 'active',
  timeCreated: new Date(0),
  timeModified: new Date(0),
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 * 1024 ** 3,
}

const Cubby = suite('rack view: a sled cubby in words')
withDom(Cubby)

/** What a screen reader reads: the text, less what is hidden from it. */
function spoken(el: Element): string {
  const copy = el.cloneNode(true) as Element
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove())
  return copy.textContent ?? ''
}

Cubby('the link says cubby, serial, state, policy and usage; the drawn bars are hidden from it', () => {
  const body = render(<SledCubby sled={sled} usage={{ cpus: 32, memory: 256 * 1024 ** 3 }} />)
  const text = spoken(body.querySelector('a')!)
  for (const fact of ['Cubby 7', 'BRM42220004', 'active', 'not provisionable', 'CPU 32 of 128 threads', 'memory 256'])
    assert.ok(text.toLowerCase().includes(fact.toLowerCase()), `${fact} in "${text}"`)
  assert.ok(body.querySelector('.rack-bars[aria-hidden="true"]'), 'the meters are drawn only')
})

Cubby('without usage it says so rather than show empty bars as zero', () => {
  const body = render(<SledCubby sled={sled} />)
  assert.match(spoken(body.querySelector('a')!), 'usage not available')
})

Cubby('while the usage is still being read it says so: the sleds are drawn before their instances are in', () => {
  const body = render(<SledCubby sled={sled} usage="loading" />)
  assert.match(spoken(body.querySelector('a')!), 'usage loading')
})

Cubby(
  'a control plane older than the sled slot places no sled, and the rack says it does not know where they sit',
  () => {
    const noSlot = (serial: string, id: string) => ({
      ...sled,
      id,
      slot: null,
      baseboard: { ...sled.baseboard, serial },
    })
    const body = render(
      <RackFront
        rackId="r1"
        sleds={[noSlot('A1', 'a'), noSlot('B2', 'b')]}
        switches={[]}
        usage={undefined}
        linked={false}
      />,
    )
    const notice = body.querySelector('.notice-box')!
    assert.match(notice.textContent!, 'The control plane does not say which cubby these sleds are in: A1, B2')
    // a sled in a slot the rack cannot have is still one without a cubby of its own
    const odd = render(
      <RackFront rackId="r1" sleds={[{ ...sled, slot: 40 }]} switches={[]} usage={undefined} linked={false} />,
    )
    assert.match(odd.querySelector('.notice-box')!.textContent!, 'Sleds without a cubby of their own: BRM42220004')
  },
)

Cubby.run()
