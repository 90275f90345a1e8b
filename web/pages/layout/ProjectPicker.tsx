import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { allItemsStatus } from '../../api/all-items'
import { useList } from '../../api/reads'
import { to } from '../../urls'
import { VirtualCombobox } from '../../ui/VirtualCombobox'

/**
 * The top bar's project switcher. It searches every project of the silo (all
 * pages, fetched in the background; ), through a virtualized list, and
 * says so while it is still loading or when it could not reach every project.
 */
export default function ProjectPicker({ current }: { current?: string }) {
  const [, navigate] = useLocation()
  const projects = useList('projectList', { query: {} })
  const options = useMemo(() => projects.items.map((p) => ({ value: p.name, label: p.name })), [projects.items])
  // the current project is shown even before (or without) the list that holds it
  const withCurrent =
    current && !projects.complete && !options.some((o) => o.value === current)
      ? [{ value: current, label: current }, ...options]
      : options
  return (
    <VirtualCombobox
      className="project-picker"
      options={withCurrent}
      value={current ?? ''}
      onValue={(name) => navigate(to.instances({ project: name }))}
      placeholder="Select a project"
      emptyText="No matching projects"
      status={allItemsStatus(projects, 'projects')}
      statusId="project-picker-status"
      inputProps={{ 'aria-label': 'Switch project', style: { width: '14rem' } }}
    />
  )
}
