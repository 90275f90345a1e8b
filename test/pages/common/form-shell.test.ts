import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { mutationShell } from '../../../web/pages/common/form-shell'

const Shell = suite('mutationShell')

const submit = () => undefined
const request = () => undefined
const onClose = () => undefined

Shell('pending and the server error come from the mutation; submit and preview from the form', () => {
  const cases: [{ pending: boolean; error: { message: string } | null }, { pending: boolean; errors: string[] }][] = [
    [
      { pending: false, error: null },
      { pending: false, errors: [] },
    ],
    [
      { pending: true, error: null },
      { pending: true, errors: [] },
    ],
    [
      { pending: false, error: { message: 'already exists' } },
      { pending: false, errors: ['already exists'] },
    ],
  ]
  for (const [mutation, expected] of cases) {
    const shell = mutationShell(mutation, { submit, request }, onClose)
    assert.equal({ pending: shell.pending, errors: shell.errors }, expected)
    assert.is(shell.onSubmit, submit)
    assert.is(shell.request, request)
    assert.is(shell.onClose, onClose)
  }
})

Shell('a form with no preview gives none', () => {
  assert.is(mutationShell({ pending: false, error: null }, { submit, request: undefined }, onClose).request, undefined)
})

Shell.run()
