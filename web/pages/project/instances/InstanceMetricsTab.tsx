import { useMemo, useState, type ComponentProps } from 'react'
import { useLocation } from 'wouter'
import type { Instance } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { EmptyState } from '../../../ui/EmptyState'
import { SelectField } from '../../../ui/Field'
import { Spinner } from '../../../ui/Spinner'
import { RouteTabs } from '../../../ui/Tabs'
import { InstanceFrame } from './InstanceFrame'
import { MetricChart } from '../../common/metrics/MetricChart'
import { cpuPercentPer, cpuQuery, diskQueries, networkQueries } from '../../common/metrics/queries'
import { RangePicker, useTimeRange } from '../../common/metrics/RangePicker'
import { alignFor, type TimeRange } from '../../common/metrics/oxql'
import { LiveControls, useLive } from '../../common/metrics/LiveControls'
import { ErrorBox } from '../../../ui/ErrorBox'

type Kind = 'cpu' | 'disk' | 'network'

/** What every tab's charts are drawn from. */
type TabProps = { project: string; instance: Instance; range: TimeRange; refreshInterval: number }

type ChartSpec = Pick<ComponentProps<typeof MetricChart>, 'title' | 'unit' | 'queries'>

/** Charts of one tab that differ only in what they plot. */
function Charts({
  charts,
  project,
  refreshInterval,
}: {
  charts: ChartSpec[]
  project: string
  refreshInterval: number
}) {
  return (
    <>
      {charts.map((c) => (
        <MetricChart key={c.title} {...c} project={project} refreshInterval={refreshInterval} />
      ))}
    </>
  )
}

function CpuCharts({ project, instance, range, refreshInterval }: TabProps) {
  // the scale depends on the window and the vCPUs alone: one function while they stay, so the chart keeps its data
  const align = alignFor(range)
  const transform = useMemo(() => cpuPercentPer(align, instance.ncpus), [align, instance.ncpus])
  return (
    <MetricChart
      title="CPU utilization by state"
      project={project}
      unit="percent"
      queries={[{ query: cpuQuery(instance.id, range), label: '' }]}
      transform={transform}
      refreshInterval={refreshInterval}
    />
  )
}

function DiskCharts({ project, instance, range, refreshInterval }: TabProps) {
  const disks = useQuery('instanceDiskList', { path: { instance: instance.name }, query: { project } })
  const [chosen, setChosen] = useState('')
  if (disks.error) return <ErrorBox>{disks.error.message}</ErrorBox>
  if (!disks.data) return <Spinner label="Loading disks" />
  const items = disks.data.items
  if (!items.length) return <EmptyState title="No disks attached" body="Attach a disk to see its reads and writes." />
  const disk = items.find((d) => d.id === chosen) ?? items[0]
  const q = diskQueries(disk.id, range)
  return (
    <>
      <div style={{ maxWidth: '20rem' }}>
        <SelectField
          label="Disk"
          value={disk.id}
          onValue={setChosen}
          options={items.map((d) => ({ value: d.id, label: d.name }))}
        />
      </div>
      <Charts
        project={project}
        refreshInterval={refreshInterval}
        charts={[
          { title: 'Disk operations', unit: 'count', queries: q.ops },
          { title: 'Disk bytes', unit: 'bytes', queries: q.bytes },
          { title: 'Disk flushes', unit: 'count', queries: q.flushes },
        ]}
      />
    </>
  )
}

function NetworkCharts({ project, instance, range, refreshInterval }: TabProps) {
  const q = networkQueries(instance.id, range)
  return (
    <Charts
      project={project}
      refreshInterval={refreshInterval}
      charts={[
        { title: 'Network bytes', unit: 'bytes', queries: q.bytes },
        { title: 'Network packets', unit: 'count', queries: q.packets },
        { title: 'Network errors', unit: 'count', queries: q.errors },
      ]}
    />
  )
}

const subTabs = (p: { project: string; instance: string }) => [
  { label: 'CPU', href: to.instanceMetricsCpu(p) },
  { label: 'Disk', href: to.instanceMetricsDisk(p) },
  { label: 'Network', href: to.instanceMetricsNetwork(p) },
]

/**
 * instances/{instance}/metrics/{cpu,disk,network} (the rules: screens): OxQL charts over a time range, live
 * (refreshing, pausable) while the range ends now.
 */
export default function InstanceMetricsTab() {
  const [location] = useLocation()
  const kind: Kind = location.endsWith('/disk') ? 'disk' : location.endsWith('/network') ? 'network' : 'cpu'
  const [range, setRange] = useTimeRange()
  const live = useLive(range)
  return (
    <InstanceFrame>
      {({ project, instance }) => {
        const props = { project, instance, range, refreshInterval: live.refreshInterval }
        return (
          <>
            {/* one line of controls, so the first chart is in view under the instance's properties */}
            <div className="metrics-bar">
              <RouteTabs label="Metrics" current={location} tabs={subTabs({ project, instance: instance.name })} />
              <RangePicker range={range} onChange={setRange} />
              <LiveControls live={live} range={range} />
            </div>
            {kind === 'cpu' ? (
              <CpuCharts {...props} />
            ) : kind === 'disk' ? (
              <DiskCharts {...props} />
            ) : (
              <NetworkCharts {...props} />
            )}
          </>
        )
      }}
    </InstanceFrame>
  )
}
