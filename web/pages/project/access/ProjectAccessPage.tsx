import { useParams } from 'wouter'
import type { ProjectRolePolicy } from '../../../api/generated/types'
import { useApiMutation, useApiQuery, usePageQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import type { Policy } from '../../../api/roles'
import { PageHeader } from '../../../ui/PageHeader'
import { AccessPanel } from '../../common/access/AccessPanel'
import { useIdentities } from '../../common/access/use-identities'
import { roleDisabledReason, useProjectRole } from '../../common/access/use-role'

/** A silo policy we may not read contributes no inherited rows rather than a spinner forever. */
const NONE = { roleAssignments: [] }

/**
 * /projects/:project/access: the project's own roles, the silo roles that
 * carry down to it (marked inherited) and the effective role of each identity.
 */
export default function ProjectAccessPage() {
  const { project } = useParams<{ project: string }>()
  const { data: policy } = usePageQuery('projectPolicyView', { path: { project } })
  const silo = useApiQuery('policyView', {})
  const { identities } = useIdentities()
  const { role, isLoading } = useProjectRole(project)
  const update = useApiMutation('projectPolicyUpdate')
  const policyParams = (p: Policy) => ({ path: { project }, body: p as ProjectRolePolicy })
  return (
    <>
      <PageHeader docs="access" title="Project access" />
      <AccessPanel
        scope="project"
        policy={policy}
        inherited={{ scope: 'silo', policy: silo.data ?? (silo.error ? NONE : undefined) }}
        identities={identities}
        writeDisabled={roleDisabledReason(role, 'admin', 'project', isLoading)}
        save={(p) => update.run(policyParams(p))}
        preview={(p) => requestPreview('projectPolicyUpdate', policyParams(p))}
      />
    </>
  )
}
