import { useList } from '../../../api/reads'
import { useWrite } from '../../../api/writes'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { FormErrors } from '../../../ui/SideModal'
import { Modal } from '../../../ui/Modal'
import { useStore } from '../../../ui/store'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { requiredMessage } from '../../../util/validate'
import { demoteTarget } from './actions'

/** Demote a silo image into one project (the rules: states "Images can be promoted and demoted"). */
export function DemoteImageModal({ onDone }: { onDone?: () => void }) {
  const image = useStore(demoteTarget)
  if (!image) return null
  return <DemoteForm key={image.id} imageName={image.name} onDone={onDone} />
}

function DemoteForm({ imageName, onDone }: { imageName: string; onDone?: () => void }) {
  const allProjects = useList('projectList', { query: {} })
  const projects = allProjects.data?.items ?? []
  const close = () => demoteTarget.set(null)
  const params = (v: { project: string }) => ({ path: { image: imageName }, query: { project: v.project } })
  const demote = useWrite('imageDemote', params, {
    onSuccess: (img, v) => {
      addToast({ content: `Image ${img.name} demoted to project ${v.project}` })
      close()
      onDone?.()
    },
  })
  const form = useFormState({
    initial: { project: '' },
    validate: (v) => ({ project: v.project ? undefined : requiredMessage('Project') }),
    onSubmit: (v) => demote.written(v),
    request: demote.request,
  })
  return (
    <Modal open onClose={close} title="Demote image">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
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
          value={form.values.project}
          onValue={form.set('project')}
          options={projects.map((p) => ({ value: p.name, label: p.name }))}
          error={form.shown.project}
        />
        <div className="form-actions">
          <CopyRequestButton title="Demote image: CLI / API" request={() => form.request?.()} />
          <Button onClick={close}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={demote.pending}>
            Demote
          </Button>
        </div>
      </form>
    </Modal>
  )
}
