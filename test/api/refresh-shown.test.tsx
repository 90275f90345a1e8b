import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import useSWR, { SWRConfig, useSWRConfig } from 'swr'
import { useRefreshShown } from '../../web/api/refresh-shown'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const Refresh = suite('useRefreshShown')
withDom(Refresh)

Refresh('asks again for every query on screen, a header’s as much as a list’s; what nothing shows is not fetched', async () => {
  const asked: string[] = []
  const read = (key: readonly [string]) => {
    asked.push(key[0])
    return Promise.resolve(`${key[0]} #${asked.filter((k) => k === key[0]).length}`)
  }
  let refresh = () => {}
  let cache: ReturnType<typeof useSWRConfig>['cache'] | undefined
  function Page() {
    const header = useSWR(['vpcView'] as const, read)
    const list = useSWR(['vpcFirewallRulesView'] as const, read)
    refresh = useRefreshShown()
    cache = useSWRConfig().cache
    return (
      <p>
        {header.data} / {list.data}
      </p>
    )
  }
  const body = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 60_000 }}>
      <Page />
    </SWRConfig>,
  )
  await until(() => body.textContent === 'vpcView #1 / vpcFirewallRulesView #1', { what: 'the first answers' })
  // an answer cached from another page, not shown here
  cache!.set('elsewhere', { data: 'old' })
  act(() => refresh())
  await until(() => body.textContent === 'vpcView #2 / vpcFirewallRulesView #2', { what: 'both asked again' })
  assert.equal(asked.sort(), ['vpcFirewallRulesView', 'vpcFirewallRulesView', 'vpcView', 'vpcView'])
  assert.equal(cache!.get('elsewhere')?.data, 'old')
})

Refresh.run()
