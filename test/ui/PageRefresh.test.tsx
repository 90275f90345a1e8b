import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { PageRefresh, usePageRefreshSource } from '../../web/ui/PageRefresh'
import { render, withDom } from '../../test-support/dom'

const Refresh = suite('PageRefresh')
withDom(Refresh)

function List({ reload }: { reload: () => void }) {
  usePageRefreshSource({ reload, validating: false, at: 1 })
  return null
}

Refresh('lists that hand in one reload for the whole page get it called once per press; another reload too', () => {
  let page = 0
  let own = 0
  const reloadPage = () => page++
  const body = render(
    <>
      <PageRefresh />
      <List reload={reloadPage} />
      <List reload={reloadPage} />
      <List reload={() => own++} />
    </>,
  )
  const button = [...body.querySelectorAll('button')].find((b) => b.textContent === 'Refresh')!
  act(() => button.click())
  assert.is(page, 1)
  assert.is(own, 1)
})

Refresh.run()
