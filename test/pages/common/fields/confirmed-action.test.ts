import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { confirmedAction } from '../../../../web/pages/common/fields/confirmed-action'
import type { useConfirmMutation } from '../../../../web/pages/common/use-confirm-mutation'

const Confirmed = suite('confirmedAction')

const recorder = () => {
  const asked: Record<string, unknown>[] = []
  const confirm = { confirmAction: (o: Record<string, unknown>) => void asked.push(o) } as unknown as ReturnType<
    typeof useConfirmMutation
  >
  return { confirm, asked }
}
const params = { path: { pool: 'p1', silo: 's1' } }
const unlink = {
  label: 'Unlink',
  content: 'Unlink p1 from s1?',
  errorTitle: 'Could not unlink the pool',
  method: 'systemIpPoolSiloUnlink' as const,
  params,
  success: 'p1 unlinked from s1',
}

Confirmed('the preview and the confirmed write use the same call and params', () => {
  const { confirm, asked } = recorder()
  const action = confirmedAction(confirm, unlink)
  const request = (action.request as () => { method: string; url: string })()
  assert.is(request.method, 'DELETE')
  assert.match(request.url, '/v1/system/ip-pools/p1/silos/s1')
  action.onSelect()
  assert.is(asked[0].method, 'systemIpPoolSiloUnlink')
  assert.is(asked[0].params, params)
  assert.is(asked[0].success, 'p1 unlinked from s1')
})

Confirmed("the dialog's button says the menu's label; its title is the label unless given", () => {
  const { confirm, asked } = recorder()
  confirmedAction(confirm, unlink).onSelect()
  confirmedAction(confirm, { ...unlink, title: 'Unlink pool' }).onSelect()
  assert.equal(
    asked.map((o) => [o.title, o.actionLabel]),
    [
      ['Unlink', 'Unlink'],
      ['Unlink pool', 'Unlink'],
    ],
  )
})

Confirmed('danger and a disabled reason reach the menu item; neither is set when not given', () => {
  const { confirm, asked } = recorder()
  const plain = confirmedAction(confirm, unlink)
  assert.is(plain.danger, undefined)
  assert.is(plain.disabled, undefined)
  const risky = confirmedAction(confirm, { ...unlink, danger: true, disabled: 'Not linked' })
  assert.is(risky.danger, true)
  assert.is(risky.disabled, 'Not linked')
  risky.onSelect()
  assert.is(asked[0].danger, true)
})

Confirmed.run()
