import type { Page } from '@playwright/test'
import { expect, row, signIn, table, test } from './utils'

/**
 * One bad answer breaks one part, never the page: on the utilization pages a malformed OxQL answer (a value
 * array without its values, as another control plane answered) and a 501 each stay in their own chart, which says
 * what could not be read and offers Retry; the tables and the other chart keep working.
 */
test('a malformed OxQL answer and a 501 each fail only their chart on the utilization pages', async ({
  page,
  trap,
}) => {
  // the 501 is a failed load to Chromium and an error to the console's own log
  trap.allow(/501/)
  await signIn(page, 'fleet-admin')
  let broken = true
  await page.route('**/v1/system/timeseries/query', async (route) => {
    const query = route.request().postData() ?? ''
    if (broken && query.includes('cpus_provisioned')) {
      const response = await route.fetch()
      const answer = await response.json()
      for (const table of answer.tables)
        for (const series of table.timeseries) for (const v of series.points.values) delete v.values.values
      return route.fulfill({ response, json: answer })
    }
    if (query.includes('ram_provisioned'))
      return route.fulfill({ status: 501, json: { request_id: 'r', message: 'Not Implemented' } })
    return route.fallback()
  })

  await page.goto('/system/utilization')
  const cpus = page.getByRole('region', { name: 'CPUs provisioned' })
  await expect(cpus.getByRole('alert')).toContainText('Could not load cpus provisioned')
  await expect(cpus.getByRole('alert')).toContainText('(double) has no array of values')
  const memory = page.getByRole('region', { name: 'Memory provisioned' })
  await expect(memory.getByRole('alert')).toContainText(
    'This control plane does not offer system_timeseries_query: Not Implemented',
  )
  // the rest of the page is there and working
  await expect(page.getByRole('list', { name: 'Storage provisioned statistics' })).toContainText('Peak', {
    timeout: 20_000,
  })
  await expect(page.getByRole('table', { name: 'Silo utilization' }).getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)

  // the answer is right again: Retry, by keyboard, draws that chart
  broken = false
  await cpus.getByRole('button', { name: 'Retry' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'CPUs provisioned statistics' })).toContainText('Peak')
  await expect(memory.getByRole('alert')).toBeVisible()

  // the silo's page too
  broken = true
  await page.goto('/utilization')
  await expect(page.getByRole('region', { name: 'CPUs provisioned' }).getByRole('alert')).toContainText(
    'has no array of values',
  )
  await expect(page.getByRole('meter', { name: 'CPUs provisioned of quota' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Storage provisioned statistics' })).toContainText('Peak', {
    timeout: 20_000,
  })
})

const serverError = { status: 500, json: { request_id: 'r', error_code: 'Internal', message: 'Internal Server Error' } }

/** Requests matching `url` answer 500 until `mend()` is called; then they reach the server again. */
async function failUntilMended(page: Page, url: RegExp) {
  let broken = true
  await page.route(url, (route) => (broken ? route.fulfill(serverError) : route.fallback()))
  return { mend: () => void (broken = false) }
}

test('the instance page’s Sled line whose read fails says so in its place, and Retry reads it again', async ({
  page,
  trap,
}) => {
  trap.allow(/500/)
  await signIn(page, 'fleet-admin')
  const reads = await failUntilMended(page, /\/v1\/system\/hardware\/sleds(\?|$)/)
  await page.goto('/projects/mock-project/instances/db1/storage')
  const retry = page.getByRole('button', { name: 'Retry loading Sled' })
  await expect(retry).toBeVisible()
  // the line fails alone: the rest of the header is there
  await expect(page.getByRole('link', { name: 'mock-vpc', exact: true })).toBeVisible()

  reads.mend()
  await retry.click()
  await expect(page.getByRole('link', { name: /^BRM\d+$/ })).toBeVisible()
  await expect(retry).toHaveCount(0)
})

test('a switch’s page whose port list fails part way says so with Retry, which reads the list again', async ({
  page,
  trap,
}) => {
  trap.allow(/500/)
  await signIn(page, 'fleet-admin')
  let broken = true
  // the list's first page says more follow, and the next one fails
  await page.route(/\/v1\/system\/hardware\/switch-port(\?|$)/, async (route) => {
    if (!broken) return route.fallback()
    if (new URL(route.request().url()).searchParams.get('page_token')) return route.fulfill(serverError)
    const response = await route.fetch()
    return route.fulfill({ response, json: { ...(await response.json()), next_page: 'more' } })
  })
  await page.goto('/system/inventory/switches')
  await table(page, 'Switches').getByRole('link', { name: 'BRM44210001' }).click()
  const notice = page.getByRole('alert').filter({ hasText: 'switch ports could be read' })
  await expect(notice).toContainText('Internal Server Error; this rack may have more.')
  // what was read is shown under it
  const ports = table(page, 'Switch ports of this rack')
  await expect(row(page, ports, { text: 'switch1' }).first()).toBeVisible()

  broken = false
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toHaveCount(0)
  await expect(row(page, ports, { text: 'switch1' }).first()).toBeVisible()
})

test('the sleds list whose instance lists fail says so above the table, and Retry counts them again', async ({
  page,
  trap,
}) => {
  trap.allow(/500/)
  await signIn(page, 'fleet-admin')
  const reads = await failUntilMended(page, /\/v1\/system\/hardware\/sleds\/[^/]+\/instances(\?|$)/)
  await page.goto('/system/inventory/sleds')
  const notice = page.getByRole('status').filter({ hasText: 'Could not load the instances on each sled' })
  await expect(notice).toContainText('Internal Server Error')
  // the sleds themselves are listed
  const sleds = table(page, 'Sleds')
  await expect(sleds.getByRole('link', { name: /^BRM\d+$/ }).first()).toBeVisible()

  reads.mend()
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toHaveCount(0)
  await expect(sleds.getByRole('link', { name: /^\d+$/ }).first()).toBeVisible()
})

test('a VPC’s topology whose read fails says why, and Retry draws it', async ({ page, trap }) => {
  trap.allow(/500/)
  await signIn(page)
  const reads = await failUntilMended(page, /\/v1\/vpc-router-routes(\?|$)/)
  await page.goto('/projects/mock-project/vpcs/mock-vpc/topology')
  const retry = page.getByRole('button', { name: 'Retry' })
  await expect(page.getByText('Internal Server Error')).toBeVisible()

  reads.mend()
  await retry.click()
  await expect(page.getByText('Internal Server Error')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
})

test('the sleds list that cannot read the sleds says so once, in the table’s place', async ({ page, trap }) => {
  trap.allow(/500/)
  await signIn(page, 'fleet-admin')
  await page.route(/\/v1\/system\/hardware\/sleds(\?|$)/, (route) => route.fulfill(serverError))
  await page.goto('/system/inventory/sleds')
  await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toHaveCount(1)
  await expect(page.getByText('Could not load the instances on each sled')).toHaveCount(0)
})
