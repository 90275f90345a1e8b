import { useState } from 'react'
import { useLocation } from 'wouter'
import type { Instance } from '../../../api/generated/types'
import { useApiQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { EmptyState } from '../../../ui/EmptyState'
import { SelectField } from '../../../ui/Field'
import { Spinner } from '../../../ui/Spinner'
import { RouteTabs } from '../../../ui/Tabs'
import { InstanceFrame } from './InstanceFrame'
import { MetricChart } from '../../common/metrics/MetricChart'
import { cpuQuery, diskQueries, networkQueries, toCpuPercent } from '../../common/metrics/queries'
import { RangePicker, useTimeRange } from '../../common/metrics/RangePicker'
import type { TimeRange } from '../../common/metrics/oxql'
import { ErrorBox } from '../../../ui/ErrorBox'

type Kind = 'cpu' | 'disk' | 'network'

function CpuCharts({ project, instance, range }: { project: string; instance: Instance; range: TimeRange }) {
  return (
    <MetricChart
      title="CPU utilization by state"
      project={project}
      unit="percent"
      queries={[{ query: cpuQuery(instance.id, range), label: '' }]}
      transform={toCpuPercent(range, instance.ncpus)}
    />
  )
}

function DiskCharts({ project, instance, range }: { project: string; instance: Instance; range: TimeRange }) {
  const disks = useApiQuery('instanceDiskList', { path: { instance: instance.name }, query: { project } })
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
      <MetricChart title="Disk operations" project={project} unit="count" queries={q.ops} />
      <MetricChart title="Disk bytes" project={project} unit="bytes" queries={q.bytes} />
      <MetricChart title="Disk flushes" project={project} unit="count" queries={q.flushes} />
    </>
  )
}

function NetworkCharts({ project, instance, range }: { project: string; instance: Instance; range: TimeRange }) {
  const q = networkQueries(instance.id, range)
  return (
    <>
      <MetricChart title="Network bytes" project={project} unit="bytes" queries={q.bytes} />
      <MetricChart title="Network packets" project={project} unit="count" queries={q.packets} />
      <MetricChart title="Network errors" project={project} unit="count" queries={q.errors} />
    </>
  )
}

const subTabs = (p: { project: string; instance: string }) => [
  { label: 'CPU', href: pb.instanceMetricsCpu(p) },
  { label: 'Disk', href: pb.instanceMetricsDisk(p) },
  { label: 'Network', href: pb.instanceMetricsNetwork(p) },
]

/** instances/{instance}/metrics/{cpu,disk,network} (SPEC §2): OxQL charts over a time range. */
export default function InstanceMetricsTab() {
  const [location] = useLocation()
  const kind: Kind = location.endsWith('/disk') ? 'disk' : location.endsWith('/network') ? 'network' : 'cpu'
  const [range, setRange] = useTimeRange()
  return (
    <InstanceFrame>
      {({ project, instance }) => {
        const props = { project, instance, range }
        return (
          <>
            <RouteTabs label="Metrics" current={location} tabs={subTabs({ project, instance: instance.name })} />
            <RangePicker range={range} onChange={setRange} />
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
