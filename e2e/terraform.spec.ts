import { parse } from '@cdktf/hcl2json'
import type { Page } from '@playwright/test'
import { expect, signIn, test, unique } from './utils'

/**
 * , "Copy as Terraform": the HCL a page gives parses with HashiCorp's parser and
 * names the Oxide provider's resources. Nothing here creates or changes anything.
 */

type Tf = {
  resource?: Record<string, Record<string, Record<string, unknown>[]>>
  data?: Record<string, Record<string, Record<string, unknown>[]>>
  import?: { to: string; id: string }[]
  variable?: Record<string, unknown>
}
const hcl = async (text: string) => (await parse('main.tf', text)) as Tf
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'fleet-admin')
})

test('An instance page copies the instance and its disks as Terraform, with import blocks', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1')
  // the instance page keeps it in its menu, beside the state's main actions
  await page.getByRole('button', { name: 'db1 actions' }).click()
  await page.getByRole('menuitem', { name: 'Copy as Terraform' }).click()
  await expect(heading(page, 'Instance db1 as Terraform')).toBeVisible()
  const text = page.getByLabel('Terraform', { exact: true })
  await expect(text).toContainText('resource "oxide_instance" "db1"')

  await page.getByRole('button', { name: 'Copy Terraform' }).click()
  await expect(page.getByRole('button', { name: /^Copied/ })).toBeVisible()
  const tf = await hcl(await clipboard(page))
  const db1 = tf.resource!.oxide_instance.db1[0]
  expect(db1.name).toBe('db1')
  // the disk comes along as a resource and is referred to by address, the project by a lookup
  expect(tf.resource!.oxide_disk['disk-1']).toBeTruthy()
  expect(db1.disk_attachments).toContain('${oxide_disk.disk-1.id}')
  expect(db1.project_id).toBe('${data.oxide_project.mock-project.id}')
  expect(tf.import!.map((i) => i.to)).toContain('${oxide_instance.db1}')
})

test('A create form shows the Terraform its values would create, typed by keyboard', async ({ page }) => {
  const name = unique('tf-disk')
  await page.goto('/projects/mock-project/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  const nameBox = form.getByRole('textbox', { name: 'Name', exact: true })
  await nameBox.focus()
  await page.keyboard.type(name)
  await form.getByLabel('Size (GiB)').fill('3')
  await form.getByRole('button', { name: /^Copy as CLI \/ API/ }).click()

  await expect(heading(page, 'Create disk: CLI / API')).toBeVisible()
  const text = page.getByLabel('Terraform', { exact: true })
  await expect(text).toContainText(`resource "oxide_disk" "${name}"`)
  const tf = await hcl((await text.textContent())!)
  const disk = tf.resource!.oxide_disk[name][0]
  expect(disk.size).toBe(3 * 1024 ** 3)
  expect(disk.project_id).toBe('${data.oxide_project.mock-project.id}')
  // a new object: nothing to import
  expect(tf.import).toBeUndefined()
})

test('The project exports whole, with an import block per resource and what it leaves out', async ({ page }) => {
  // a project of its own (the server's default VPC, subnet and rules come with it) plus an instance and a disk
  const project = unique('tf-proj')
  expect((await page.request.post('/v1/projects', { data: { name: project, description: 'tf e2e' } })).status()).toBe(
    201,
  )
  const disk = {
    name: 'data',
    description: '',
    size: 1024 ** 3,
    disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
  }
  expect((await page.request.post(`/v1/disks?project=${project}`, { data: disk })).status()).toBe(201)
  const instance = { name: 'web', description: '', hostname: 'web', ncpus: 1, memory: 1024 ** 3, start: false }
  expect((await page.request.post(`/v1/instances?project=${project}`, { data: instance })).status()).toBe(201)

  await page.goto(`/projects/${project}/instances`)
  await page.getByRole('button', { name: 'Export project as Terraform' }).click()
  await expect(heading(page, `Project ${project} as Terraform`)).toBeVisible()
  const text = page.getByLabel('Terraform', { exact: true })
  await expect(text).toContainText(`resource "oxide_project" "${project}"`)
  await expect(text).toContainText('Not exported:')
  await expect(text).toContainText('project access policy: 1')
  const tf = await hcl((await text.textContent())!)
  const r = tf.resource!
  expect(r.oxide_instance.web[0].project_id).toBe(`\${oxide_project.${project}.id}`)
  expect(r.oxide_disk.data).toBeTruthy()
  expect(r.oxide_vpc.default).toBeTruthy()
  expect(r.oxide_vpc_subnet.default_default).toBeTruthy()
  expect(r.oxide_vpc_firewall_rules.default).toBeTruthy()
  const resources = Object.values(r).reduce((n, named) => n + Object.keys(named).length, 0)
  expect(tf.import).toHaveLength(resources)
  await expect(page.getByRole('button', { name: `Download ${project}.tf` })).toBeVisible()
})

test('A router page copies the router with its routes, typed by keyboard, its VPC looked up by name', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router')
  const copy = page.getByRole('button', { name: 'Copy as Terraform' })
  await copy.focus()
  await page.keyboard.press('Enter')
  await expect(heading(page, 'Router mock-custom-router as Terraform')).toBeVisible()
  const text = page.getByLabel('Terraform', { exact: true })
  await expect(text).toContainText('resource "oxide_vpc_router"')
  const tf = await hcl((await text.textContent())!)
  const [[address, [router]]] = Object.entries(tf.resource!.oxide_vpc_router)
  expect(router.name).toBe('mock-custom-router')
  expect(router.vpc_id).toBe('${data.oxide_vpc.mock-vpc.id}')
  // every route belongs to the router by its address, and each comes under management with an import block
  const routes = Object.values(tf.resource!.oxide_vpc_router_route).map(([r]) => r)
  expect(routes.length).toBeGreaterThan(0)
  for (const r of routes) expect(r.vpc_router_id).toBe(`\${oxide_vpc_router.${address}.id}`)
  expect(tf.import).toHaveLength(1 + routes.length)
})
