import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { PageHeader } from '../../../ui/PageHeader'
import { AccessPanel } from '../../common/access/AccessPanel'
import { useIdentities } from '../../common/access/use-identities'
import { useProjectPolicyStore } from '../../common/access/policy-store'
import { roleDisabledReason, useProjectRole } from '../../common/access/use-role'

/** A silo policy we may not read contributes no inherited rows rather than a spinner forever. */
const NONE = { roleAssignments: [] }

/**
 * /projects/:project/access: the project's own roles, the silo roles that
 * carry down to it (marked inherited) and the effective role of each identity.
 */
export default function ProjectAccessPage() {
  const { project } = useParams<{ project: string }>()
  const { data: policy } = useQuery('projectPolicyView', { path: { project } }, { throwOnError: true })
  const silo = useQuery('policyView', {})
  const { identities } = useIdentities()
  const { role, isLoading } = useProjectRole(project)
  const store = useProjectPolicyStore(project)
  return (
    <>
      <PageHeader docs="access" title="Project access" />
      <AccessPanel
        scope="project"
        policy={policy}
        inherited={{ scope: 'silo', policy: silo.data ?? (silo.error ? NONE : undefined) }}
        identities={identities}
        writeDisabled={roleDisabledReason(role, 'admin', 'project', isLoading)}
        store={store}
      />
    </>
  )
}
