import { useState } from 'react'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { FormErrors } from '../../../ui/SideModal'
import { Modal } from '../../../ui/Modal'
import { useStore } from '../../../ui/store'
import { addToast } from '../../../ui/Toast'
import { requiredMessage } from '../../../util/validate'
import { demoteTarget } from './actions'

/** Demote a silo image into one project (SPEC §4 "Images can be promoted and demoted"). */
export function DemoteImageModal({ onDone }: { onDone?: () => void }) {
  const image = useStore(demoteTarget)
  if (!image) return null
  return <DemoteForm key={image.id} imageName={image.name} onDone={onDone} />
}

function DemoteForm({ imageName, onDone }: { imageName: string; onDone?: () => void }) {
  const [project, setProject] = useState('')
  const [touched, setTouched] = useState(false)
  const allProjects = useAllItems('projectList', { query: {} })
  const projects = allProjects.data?.items ?? []
  const demote = useApiMutation('imageDemote', {
    onSuccess: (img) => {
      addToast({ content: `Image ${img.name} demoted to project ${project}` })
      demoteTarget.set(null)
      onDone?.()
    },
  })
  const close = () => demoteTarget.set(null)
  const error = touched && !project ? requiredMessage('Project') : undefined
  const params = () => ({ path: { image: imageName }, query: { project } })
  return (
    <Modal open onClose={close} title="Demote image">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (project) demote.mutate(params())
        }}
        noValidate
      >
        <p>
          Demote image <strong>{imageName}</strong> to a project. Only that project will be able to use it.
        </p>
        <FormErrors errors={demote.error ? [demote.error.message] : []} />
        <SelectField
          status={<AllItemsStatus state={allProjects} noun="projects" onRetry={() => void allProjects.mutate()} />}
          label="Project"
          required
          placeholder="Select a project"
          value={project}
          onValue={setProject}
          options={projects.map((p) => ({ value: p.name, label: p.name }))}
          error={error}
        />
        <div className="form-actions">
          <CopyRequestButton
            title="Demote image: CLI / API"
            request={() => (project ? requestPreview('imageDemote', params()) : undefined)}
          />
          <Button onClick={close}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={demote.pending}>
            Demote
          </Button>
        </div>
      </form>
    </Modal>
  )
}
