import { HistoryTab as History } from '../../common/history/HistoryTab'
import { InstanceFrame } from './InstanceFrame'

/** The instance's History tab (issue #36 point 1): the shared timeline, about this instance. */
export default function HistoryTab() {
  return (
    <InstanceFrame>
      {({ project, instance }) => (
        <History
          target={{
            kind: 'instance',
            id: instance.id,
            name: instance.name,
            timeCreated: instance.timeCreated,
            parent: { name: project, id: instance.projectId },
          }}
        />
      )}
    </InstanceFrame>
  )
}
