import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig, unstable_serialize } from 'swr'
import { swrConfig } from '../../../../web/api/hooks'
import type { Project } from '../../../../web/api/generated/types'
import { useProjectChangeReason } from '../../../../web/pages/silo/projects/use-project-change'
import { CHECKING_PERMISSIONS } from '../../../../web/pages/common/access/role-reason'
import { render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'

/**
 * A project's Edit and Delete on the silo's list: its admins' only. A silo collaborator administers
 * every project, so nothing more is read; anyone else is an admin only where a project's own
 * policy says so, read per row.
 */
const Change = suite('useProjectChangeReason')
withDom(Change)

const project = (name: string) => ({ id: `id-${name}`, name, description: '' }) as unknown as Project
const grant = (roleName: string) => ({ roleAssignments: [{ identityId: 'u1', identityType: 'silo_user', roleName }] })

let policyReads: string[] = []
/** The project policies the server holds, by project name (wire shape). */
let projectPolicies: Record<
  string,
  { role_assignments: { identity_id: string; identity_type: string; role_name: string }[] }
> = {}

Change.before.each(() => {
  policyReads = []
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://x')
    const name = /^\/v1\/projects\/([^/]+)\/policy$/.exec(url.pathname)?.[1]
    if (!name) return new Response('{}', { status: 404 })
    policyReads.push(name)
    return new Response(JSON.stringify(projectPolicies[name] ?? { role_assignments: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})

/** Renders the hook with the silo policy given, returns the latest reasons for the rows. */
function mount(siloRole: string | undefined, rows: Project[]) {
  const key = (method: string, params: unknown, ...rest: string[]) => unstable_serialize([method, params, ...rest])
  const fallback = {
    [key('currentUserView', {})]: { id: 'u1', displayName: 'amy', siloAdmin: false, fleetViewer: false, siloId: 's' },
    [key('currentUserGroups', { query: {} }, 'all-pages')]: { items: [], complete: true },
    [key('policyView', {})]: siloRole ? grant(siloRole) : { roleAssignments: [] },
  }
  const seen: { reasons: (string | undefined)[] } = { reasons: [] }
  function Probe() {
    const reason = useProjectChangeReason()
    seen.reasons = rows.map(reason)
    return null
  }
  render(
    <SWRConfig
      value={{ ...swrConfig, provider: () => new Map(), fallback, revalidateOnMount: false, revalidateIfStale: false }}
    >
      <Probe />
    </SWRConfig>,
  )
  return seen
}

Change('a silo collaborator may change every project: no policy is read', async () => {
  const seen = mount('collaborator', [project('a'), project('b')])
  assert.equal(seen.reasons, [undefined, undefined])
  await new Promise((r) => setTimeout(r, 20))
  assert.equal(policyReads, [])
})

Change('a project collaborator may not; a project admin may, though only a silo viewer', async () => {
  projectPolicies = {
    mine: { role_assignments: [{ identity_id: 'u1', identity_type: 'silo_user', role_name: 'admin' }] },
    theirs: { role_assignments: [{ identity_id: 'u1', identity_type: 'silo_user', role_name: 'collaborator' }] },
  }
  const seen = mount('viewer', [project('mine'), project('theirs')])
  assert.equal(seen.reasons, [CHECKING_PERMISSIONS, CHECKING_PERMISSIONS])
  await until(() => seen.reasons[1] !== CHECKING_PERMISSIONS && seen.reasons[0] !== CHECKING_PERMISSIONS, {
    what: 'both policies read',
  })
  assert.equal(seen.reasons, [undefined, 'Only project admins can do this'])
  assert.equal(policyReads.sort(), ['mine', 'theirs'])
})

Change('a silo limited collaborator administers no project by that alone', async () => {
  projectPolicies = {}
  const seen = mount('limited_collaborator', [project('p')])
  await until(() => seen.reasons[0] !== CHECKING_PERMISSIONS, { what: 'the policy read' })
  assert.equal(seen.reasons, ['Only project admins can do this'])
})

Change.run()
