import { HistoryTab as History } from '../../common/history/HistoryTab'
import { InstanceFrame } from './InstanceFrame'
import { projectHistoryTarget } from '../../common/history/project-target'

/** The instance's History tab: the shared timeline, about this instance. */
export default function HistoryTab() {
  return (
    <InstanceFrame>
      {({ project, instance }) => <History target={projectHistoryTarget('instance', instance, project)} />}
    </InstanceFrame>
  )
}
