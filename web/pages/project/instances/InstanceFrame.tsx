import { useMemo, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { Instance } from '../../../api/generated/types'
import { instanceActionDisabled, instancePrimaryActions, type InstancePageAction } from '../../../api/rules/instances'
import { to } from '../../../urls'
import { Button, LinkButton } from '../../../ui/Button'
import { PageHeader } from '../../../ui/PageHeader'
import { useActionSource } from '../../common/actions/action-registry'
import { useTerraformDialog } from '../../../ui/CopyTerraform'
import { ActionMenu, type MenuAction } from '../../../ui/ActionMenu'
import { DateTime } from '../../../ui/DateTime'
import { idRow } from '../../common/fields/id-row'
import { sledOfInstance, useSledsWithInstances } from '../../../api/sled-instances'
import { PanelBoundary } from '../../../ui/PanelBoundary'
import { PropertiesList } from '../../../ui/PropertiesList'
import { ReadFailed } from '../../../ui/ReadFailed'
import { Spinner } from '../../../ui/Spinner'
import { RouteTabs } from '../../../ui/Tabs'
import { formatBytes } from '../../../util/format'
import { useInstanceActions } from './actions'
import { InstanceStateBadge } from '../../common/InstanceStateBadge'
import { ExternalIpsCell } from './ExternalIpsCell'
import { useList, useQuery } from '../../../api/reads'
import { Link } from '../../../ui/Link'
import { useInstance } from './use-instance'
import { useRouteQueries } from '../../../routing/route-data'
import type { FrameQueries } from './queries'
import { ActionButtons } from '../../../ui/ActionButtons'
import { useNoteState } from '../../common/history/use-note-state'

const nameOfInstance = (i: Instance) => i.name

/** The instance page's tabs (the rules: screens). */
const tabs = (p: { project: string; instance: string }) => [
  { label: 'Storage', href: to.instanceStorage(p) },
  { label: 'Networking', href: to.instanceNetworking(p) },
  { label: 'Metrics', href: to.instanceMetrics(p) },
  { label: 'Connect', href: to.instanceConnect(p) },
  { label: 'Settings', href: to.instanceSettings(p) },
  { label: 'History', href: to.instanceHistory(p) },
]

/**
 * A link to the serial console, or a disabled button saying in which states it is available. Typing
 * into a guest's console changes it: Nexus asks for the right to modify the instance, so the page's
 * write gate (a project viewer) disables it too.
 */
export function SerialConsoleLink({ project, instance, size }: { project: string; instance: Instance; size?: 'sm' }) {
  const reason = instanceActionDisabled('serialConsole', instance)
  if (reason)
    return (
      <Button size={size} disabledReason={reason}>
        Serial console
      </Button>
    )
  return (
    <LinkButton size={size} write href={to.serialConsole({ project, instance: instance.name })}>
      Serial console
    </LinkButton>
  )
}

/** The VPC of the instance's primary interface, linked; '—' without interfaces. */
function InstanceVpc({ project }: { project: string }) {
  const nics = useList(...useRouteQueries<FrameQueries>().nics.all)
  const nic = nics.items.find((n) => n.primary) ?? nics.items[0]
  // that one VPC by id, not a first page of the project's VPCs
  const vpc = useQuery('vpcView', { path: { vpc: nic?.vpcId ?? '' } }, { enabled: !!nic }).data
  if (nics.error) return <ReadFailed what="VPC" message={nics.error.error.message} onRetry={() => void nics.mutate()} />
  if (!nics.data) return <span className="muted">…</span>
  if (!nic) return <span className="muted">—</span>
  return vpc ? <Link href={to.vpc({ project, vpc: vpc.name })}>{vpc.name}</Link> : <>{nic.vpcId}</>
}

/** The sled an instance runs on, linked, for a fleet reader (a stopped instance runs on none). */
export function InstanceSled({ instance }: { instance: Instance }) {
  const where = useSledsWithInstances(true)
  const sled = sledOfInstance(where, instance.id)
  if (where.error) return <ReadFailed what="Sled" message={where.error.message} onRetry={where.retry} />
  if (sled === undefined) return <span className="muted">…</span>
  if (sled === null) return <span className="muted">Not running on a sled</span>
  return <Link href={to.sledInstances({ sledId: sled.id })}>{sled.baseboard.serial}</Link>
}

const sledRow = (instance: Instance): [string, ReactNode] => [
  'Sled',
  <PanelBoundary inline title="Sled">
    <InstanceSled instance={instance} />
  </PanelBoundary>,
]

/** The page's actions by key: the rules table names which of them are buttons in each state. */
function usePageActions(project: string, instance: Instance) {
  const [, navigate] = useLocation()
  const instanceActions = useInstanceActions(project, { onDeleted: () => navigate(to.instances({ project })) })
  const actions = instanceActions(instance)
  // the palette offers the header's actions too ("Stop instance db1" on its own page)
  useActionSource({
    noun: 'instance',
    rows: useMemo(() => [instance], [instance]),
    rowName: nameOfInstance,
    actions: instanceActions,
  })
  const terraform = useTerraformDialog({
    title: `Instance ${instance.name} as Terraform`,
    load: () => import('../../../api/terraform/load').then((m) => m.instanceTerraform(project, instance.name)),
  })
  const byLabel = (label: string) => actions.find((a) => a.label === label)!
  const serialHref = to.serialConsole({ project, instance: instance.name })
  const keyed: Record<InstancePageAction, MenuAction> = {
    start: byLabel('Start'),
    stop: byLabel('Stop'),
    reboot: byLabel('Reboot'),
    delete: byLabel('Delete'),
    serialConsole: {
      label: 'Serial console',
      disabled: instanceActionDisabled('serialConsole', instance),
      write: true,
      onSelect: () => navigate(serialHref),
    },
  }
  const primary = instancePrimaryActions[instance.runState]
  const menu: MenuAction[] = [
    ...(Object.keys(keyed) as InstancePageAction[]).filter((k) => !primary.includes(k)).map((k) => keyed[k]),
    { label: 'Copy as Terraform', onSelect: terraform.show },
  ]
  return { primary, keyed, menu, dialog: terraform.dialog }
}

function InstanceHeader({ project, instance }: { project: string; instance: Instance }) {
  const { primary, keyed, menu, dialog } = usePageActions(project, instance)
  const me = useQuery('currentUserView', {}).data
  const id = instance.id
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
          {primary.map((k) =>
            k === 'serialConsole' ? (
              <SerialConsoleLink key={k} project={project} instance={instance} size="sm" />
            ) : (
              <ActionButtons key={k} actions={[keyed[k]]} size="sm" />
            ),
          )}
          <ActionMenu label={`${instance.name} actions`} actions={menu} />
        </div>
      </PageHeader>
      {dialog}
      <PropertiesList
        items={[
          idRow(id),
          ['Description', instance.description || '—'],
          // one line for the size: the properties stay four lines, and the tab's content in view
          ['Size', `${instance.ncpus} vCPU, ${formatBytes(instance.memory)}`],
          // each reads its own data: an answer one cannot draw fails that line alone, not the instance's page
          [
            'VPC',
            <PanelBoundary inline title="VPC">
              <InstanceVpc project={project} />
            </PanelBoundary>,
          ],
          [
            'External IPs',
            <PanelBoundary inline title="External IPs">
              <ExternalIpsCell project={project} instance={instance.name} />
            </PanelBoundary>,
          ],
          ['Hostname', instance.hostname],
          ['Created', <DateTime date={instance.timeCreated} relative="beside" />],
          ...(me?.fleetViewer ? [sledRow(instance)] : []),
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
      <section className="stack">{children({ project, instance })}</section>
    </>
  )
}
