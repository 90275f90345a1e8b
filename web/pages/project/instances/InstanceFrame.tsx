import { useMemo, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { Instance } from '../../../api/generated/types'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { pb } from '../../../paths'
import { Button, LinkButton } from '../../../ui/Button'
import { PageHeader } from '../../../ui/PageHeader'
import { useActionSource } from '../../common/action-registry'
import { CopyTerraformButton } from '../../../ui/CopyTerraform'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import { RouteTabs } from '../../../ui/Tabs'
import { formatBytes } from '../../../util/format'
import { formatDateTime } from '../../../util/time'
import { useInstanceActions } from './actions'
import { InstanceStateBadge } from '../../common/InstanceStateBadge'
import { ExternalIpsCell } from './ExternalIpsCell'
import { useAllItems } from '../../../api/all-items'
import { useApiQuery } from '../../../api/hooks'
import { Link } from '../../../ui/Link'
import { useInstance } from './use-instance'
import { useRouteQueries } from '../../../routing/route-data'
import type { FrameQueries } from './queries'
import { ActionButtons } from '../../../ui/ActionButtons'
import { useNoteState } from '../../common/history/use-note-state'

const nameOfInstance = (i: Instance) => i.name

/** The instance page's tabs (SPEC §2). */
const tabs = (p: { project: string; instance: string }) => [
  { label: 'Storage', href: pb.instanceStorage(p) },
  { label: 'Networking', href: pb.instanceNetworking(p) },
  { label: 'Metrics', href: pb.instanceMetrics(p) },
  { label: 'Connect', href: pb.instanceConnect(p) },
  { label: 'Settings', href: pb.instanceSettings(p) },
  { label: 'History', href: pb.instanceHistory(p) },
]

/** A link to the serial console, or a disabled button saying in which states it is available. */
export function SerialConsoleLink({ project, instance, size }: { project: string; instance: Instance; size?: 'sm' }) {
  const reason = instanceActionDisabled('serialConsole', instance)
  if (reason)
    return (
      <Button size={size} disabledReason={reason}>
        Serial console
      </Button>
    )
  return (
    <LinkButton size={size} href={pb.serialConsole({ project, instance: instance.name })}>
      Serial console
    </LinkButton>
  )
}

/** The VPC of the instance's primary interface, linked; '—' without interfaces. */
function InstanceVpc({ project }: { project: string }) {
  const nics = useAllItems(...useRouteQueries<FrameQueries>().nics.all)
  const nic = nics.items.find((n) => n.primary) ?? nics.items[0]
  // that one VPC by id, not a first page of the project's VPCs
  const vpc = useApiQuery('vpcView', { path: { vpc: nic?.vpcId ?? '' } }, { enabled: !!nic }).data
  if (nics.error) return <span className="muted">Could not load</span>
  if (!nics.data) return <span className="muted">…</span>
  if (!nic) return <span className="muted">—</span>
  return vpc ? <Link href={pb.vpc({ project, vpc: vpc.name })}>{vpc.name}</Link> : <>{nic.vpcId}</>
}

function InstanceHeader({ project, instance }: { project: string; instance: Instance }) {
  const [, navigate] = useLocation()
  const instanceActions = useInstanceActions(project, { onDeleted: () => navigate(pb.instances({ project })) })
  const actions = instanceActions(instance)
  // the palette offers the header's actions too ("Stop instance db1" on its own page)
  useActionSource({
    noun: 'instance',
    rows: useMemo(() => [instance], [instance]),
    rowName: nameOfInstance,
    actions: instanceActions,
  })
  return (
    <>
      <PageHeader
        docs="instanceActions"
        title={
          <>
            {instance.name} <InstanceStateBadge state={instance.runState} />
          </>
        }
      >
        <div className="toolbar" role="group" aria-label="Instance actions">
          <ActionButtons actions={actions} size="sm" />
          <SerialConsoleLink project={project} instance={instance} size="sm" />
          <CopyTerraformButton
            title={`Instance ${instance.name} as Terraform`}
            load={() => import('../../../api/terraform/load').then((m) => m.instanceTerraform(project, instance.name))}
          />
        </div>
      </PageHeader>
      <PropertiesList
        items={[
          ['ID', <code>{instance.id}</code>],
          ['Description', instance.description || '—'],
          ['VPC', <InstanceVpc project={project} />],
          ['External IPs', <ExternalIpsCell project={project} instance={instance.name} />],
          ['CPU', `${instance.ncpus} vCPU`],
          ['Memory', formatBytes(instance.memory)],
          ['Hostname', instance.hostname],
          [
            'Created',
            <time dateTime={instance.timeCreated.toISOString()}>{formatDateTime(instance.timeCreated)}</time>,
          ],
        ]}
      />
    </>
  )
}

/** Header, properties, actions and tabs around each tab's content. */
export function InstanceFrame({ children }: { children: (ctx: { project: string; instance: Instance }) => ReactNode }) {
  const { project, instance } = useInstance()
  const [location] = useLocation()
  // every state this page reads is kept, so the History tab can list the changes it saw
  useNoteState(instance?.id, instance?.runState)
  if (!instance) return <Spinner label="Loading instance" />
  return (
    <>
      <InstanceHeader project={project} instance={instance} />
      <RouteTabs label="Instance" current={location} tabs={tabs({ project, instance: instance.name })} />
      <section className="stack" style={{ marginTop: '1rem' }}>
        {children({ project, instance })}
      </section>
    </>
  )
}
