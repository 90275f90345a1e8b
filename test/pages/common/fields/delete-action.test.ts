import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { deleteAction } from '../../../../web/pages/common/fields/delete-action'
import type { useConfirmMutation } from '../../../../web/pages/common/use-confirm-mutation'

const Delete = suite('deleteAction')

const recorder = () => {
  const asked: unknown[] = []
  const confirm = { confirmDelete: (o: unknown) => void asked.push(o) } as unknown as ReturnType<
    typeof useConfirmMutation
  >
  return { confirm, asked }
}
const params = { path: { silo: 'dev' } }

Delete('a dangerous Delete whose preview and confirmed write use the same call and params', () => {
  const { confirm, asked } = recorder()
  const action = deleteAction(confirm, { kind: 'silo', name: 'dev', method: 'siloDelete', params })
  assert.is(action.label, 'Delete')
  assert.ok(action.danger)
  const request = (action.request as () => { method: string; url: string })()
  assert.is(request.method, 'DELETE')
  assert.match(request.url, '/v1/system/silos/dev')
  action.onSelect()
  const o = asked[0] as { method: string; params: unknown; success: string }
  assert.is(o.method, 'siloDelete')
  assert.is(o.params, params)
  assert.is(o.success, 'Silo dev deleted')
})

Delete('a success text of its own is kept', () => {
  const { confirm, asked } = recorder()
  deleteAction(confirm, { kind: 'silo', name: 'dev', method: 'siloDelete', params, success: 'Gone' }).onSelect()
  assert.is((asked[0] as { success: string }).success, 'Gone')
})

Delete('the menu item carries its disabled reason and shortcut; the confirmation is not handed them', () => {
  const { confirm, asked } = recorder()
  const reason = 'Only available when the silo is empty'
  const action = deleteAction(confirm, {
    kind: 'silo',
    name: 'dev',
    method: 'siloDelete',
    params,
    disabled: reason,
    shortcut: 'd',
  })
  assert.is(action.disabled, reason)
  assert.is(action.shortcut, 'd')
  action.onSelect()
  const o = asked[0] as Record<string, unknown>
  assert.not.ok('disabled' in o || 'shortcut' in o)
  const plain = deleteAction(confirm, { kind: 'silo', name: 'dev', method: 'siloDelete', params })
  assert.not.ok('disabled' in plain || 'shortcut' in plain, 'none given, none set')
})

Delete.run()
