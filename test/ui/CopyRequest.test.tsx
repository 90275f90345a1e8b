import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { requestItems } from '../../web/ui/ActionMenuPopup'
import {
  apiText,
  CopyRequestButton,
  FIX_FORM_FIRST,
  resolveRequest,
  type RequestPreview,
} from '../../web/ui/CopyRequest'
import { RequestPreviewList } from '../../web/ui/RequestPreviewDialog'
import { descriptionOf, render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const stop: RequestPreview = {
  cli: 'oxide instance stop --instance db1 --project mock-project',
  method: 'POST',
  url: '/v1/instances/db1/stop?project=mock-project',
}
const create: RequestPreview = {
  cli: `oxide disk create --project mock-project --json-body /dev/stdin <<'EOF'\n{\n  "name": "d"\n}\nEOF`,
  method: 'POST',
  url: '/v1/disks?project=mock-project',
  body: '{\n  "name": "d"\n}',
}

const Data = suite('CopyRequest data')

Data('the API text is the request line, then the body after a blank line', () => {
  assert.is(apiText(stop), 'POST /v1/instances/db1/stop?project=mock-project')
  assert.is(apiText(create), 'POST /v1/disks?project=mock-project\n\n{\n  "name": "d"\n}')
})

Data("a source without a request says why; a throwing one is 'Fix the form first'", () => {
  assert.is(
    resolveRequest(() => undefined),
    FIX_FORM_FIRST,
  )
  assert.is(
    resolveRequest(() => 'Uploads are several requests'),
    'Uploads are several requests',
  )
  assert.is(
    resolveRequest(() => {
      throw new TypeError('no image picked')
    }),
    FIX_FORM_FIRST,
  )
  assert.equal(
    resolveRequest(() => stop),
    stop,
  )
})

Data('a row lists only actions with a request, disabled ones with their reason', () => {
  const items = requestItems([
    {
      label: 'Start',
      onSelect() {},
      disabled: 'Only a stopped instance can be started',
      request: () => ({ ...stop, url: '/start' }),
    },
    { label: 'Stop', onSelect() {}, request: () => stop },
    { label: 'Copy ID', onSelect() {} },
  ])
  assert.equal(
    items.map((i) => [i.label, i.note]),
    [
      ['Start', 'Only a stopped instance can be started'],
      ['Stop', undefined],
    ],
  )
})

const Dialog = suite('RequestPreviewList and CopyRequestButton')
withDom(Dialog)

Dialog('shows the CLI command and the HTTP request with its body, and copies each', async () => {
  const copied: string[] = []
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async (t: string) => void copied.push(t) },
    configurable: true,
  })
  const body = render(<RequestPreviewList items={[{ request: create }]} />)
  const pres = [...body.querySelectorAll('pre')].map((p) => p.textContent)
  assert.is(pres[0], create.cli)
  assert.ok(pres[1]?.startsWith('POST /v1/disks?project=mock-project'), pres[1] ?? '')
  assert.ok(pres[1]?.includes('"name": "d"'))

  const buttons = [...body.querySelectorAll('button')]
  const cliCopy = buttons.find((b) => b.textContent?.includes('Copy CLI command'))!
  const apiCopy = buttons.find((b) => b.textContent?.includes('Copy API request'))!
  await act(async () => cliCopy.click())
  await act(async () => apiCopy.click())
  assert.equal(copied, [create.cli, apiText(create)])
  await until(() => cliCopy.textContent?.includes('Copied'), { what: 'the button saying Copied' })
})

Dialog('a row dialog names each action and notes why a disabled one cannot run', async () => {
  const body = render(
    <RequestPreviewList
      items={[
        { label: 'Start', request: stop, note: 'Only a stopped instance can be started' },
        { label: 'Stop', request: stop },
      ]}
    />,
  )
  const headings = [...body.querySelectorAll('h3')].map((h) => h.textContent)
  assert.equal(headings, ['Start', 'Stop'])
  assert.ok(body.textContent?.includes('Not available now: Only a stopped instance can be started'))
  assert.ok([...body.querySelectorAll('button')].some((b) => b.textContent?.includes('Copy Stop CLI command')))
})

Dialog('the form button is disabled with the reason while the form cannot make a request', async () => {
  const body = render(<CopyRequestButton title="Create disk: CLI / API" request={() => undefined} />)
  const button = body.querySelector('button')!
  assert.is(button.getAttribute('aria-disabled'), 'true')
  assert.is(descriptionOf(button), FIX_FORM_FIRST)
  await act(async () => button.click())
  assert.is(body.querySelector('pre'), null)
})

Data.run()
Dialog.run()
