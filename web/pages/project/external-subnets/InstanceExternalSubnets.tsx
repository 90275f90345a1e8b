import { useState } from 'react'
import type { ExternalSubnet, Instance } from '../../../api/generated/types'
import { useApiMutation, useApiQuery } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { EmptyState } from '../../../ui/EmptyState'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { Link } from '../../../ui/Link'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { Spinner } from '../../../ui/Spinner'
import { Table, type Column } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { requiredMessage } from '../../../util/validate'
import { useDetachExternalSubnet } from './actions'
import { externalSubnetCan } from '../../../api/rules/external-subnets'
import { ErrorBox } from '../../../ui/ErrorBox'
import { useFormState } from '../../../ui/use-form'

const columns = (project: string): Column<ExternalSubnet>[] => [
  {
    header: 'Name',
    cell: (e) => <Link href={pb.externalSubnetEdit({ project, externalSubnet: e.name })}>{e.name}</Link>,
  },
  { header: 'Subnet', cell: (e) => <code>{e.subnet}</code> },
  { header: 'Description', cell: (e) => e.description || <span className="muted">—</span> },
]

/** The instance's networking tab: its external subnets (instanceExternalSubnetList), attach and detach. */
export function InstanceExternalSubnets({ project, instance }: { project: string; instance: Instance }) {
  const [attaching, setAttaching] = useState(false)
  const subnets = useApiQuery('instanceExternalSubnetList', { path: { instance: instance.name }, query: { project } })
  const detach = useDetachExternalSubnet(project)
  return (
    <>
      <div className="row">
        <h2 className="grow">External subnets</h2>
        <Button write size="sm" onClick={() => setAttaching(true)}>
          Attach external subnet
        </Button>
      </div>
      {!subnets.data ? (
        subnets.error ? (
          <ErrorBox>{subnets.error.message}</ErrorBox>
        ) : (
          <Spinner label="Loading external subnets" />
        )
      ) : subnets.data.items.length === 0 ? (
        <EmptyState
          title="No external subnets"
          body="Attach an external subnet to route a block of public addresses to this instance."
        />
      ) : (
        <Table
          label="External subnets"
          columns={columns(project)}
          rows={subnets.data.items}
          rowKey={(e) => e.id}
          actions={(e) => <ActionMenu label={`${e.name} actions`} actions={[detach(e)]} />}
        />
      )}
      {attaching && <AttachToInstanceModal project={project} instance={instance} onClose={() => setAttaching(false)} />}
    </>
  )
}

/** Pick one of the project's detached external subnets for this instance. */
function AttachToInstanceModal({
  project,
  instance,
  onClose,
}: {
  project: string
  instance: Instance
  onClose: () => void
}) {
  const all = useAllItems('externalSubnetList', { query: { project } })
  const free = (all.data?.items ?? []).filter((e) => externalSubnetCan.attach(e))
  const attach = useApiMutation('externalSubnetAttach', {
    onSuccess: (_, p) => {
      addToast({ content: `External subnet ${p.path.externalSubnet} attached to ${instance.name}` })
      onClose()
    },
  })
  const form = useFormState({
    initial: { externalSubnet: '' },
    validate: (v) => ({ externalSubnet: v.externalSubnet ? undefined : requiredMessage('External subnet') }),
    sent: (v) => ({
      path: { externalSubnet: v.externalSubnet },
      query: { project },
      body: { instance: instance.name },
    }),
    onSubmit: (p) => attach.mutate(p),
    request: (p) => requestPreview('externalSubnetAttach', p),
  })
  return (
    <Modal open onClose={onClose} title="Attach external subnet" width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <FormErrors errors={attach.error ? [attach.error.message] : []} />
        <SelectField
          status={<AllItemsStatus state={all} noun="external subnets" onRetry={() => void all.mutate()} />}
          label="External subnet"
          required
          value={form.values.externalSubnet}
          onValue={form.set('externalSubnet')}
          placeholder={
            all.data
              ? free.length
                ? 'Select an external subnet'
                : 'No detached external subnets in this project'
              : 'Loading external subnets…'
          }
          hint={
            all.data && !all.complete
              ? `Showing the detached ones among the first ${all.data.items.length} external subnets.`
              : undefined
          }
          options={free.map((e) => ({ value: e.name, label: `${e.name} (${e.subnet})` }))}
          error={form.shown.externalSubnet}
        />
        <div className="form-actions">
          <CopyRequestButton title="Attach external subnet: CLI / API" request={() => form.request?.()} />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={attach.pending}>
            Attach
          </Button>
        </div>
      </form>
    </Modal>
  )
}
