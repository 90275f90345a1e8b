import { useState } from 'react'
import type { AffinityGroup, Instance } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { EmptyState } from '../../../ui/EmptyState'
import { SelectField } from '../../../ui/Field'
import { Link } from '../../../ui/Link'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { Spinner } from '../../../ui/Spinner'
import type { Column } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { requiredMessage } from '../../../util/validate'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { capitalize } from '../affinity/actions'
import { groupHref, groupOps, kindHint, kindLabel, kindTitle, listQuery, type GroupKind } from '../affinity/kind'
import { ArrayTable } from '../../common/list/ArrayTable'
import { useFormState } from '../../../ui/use-form'
import { useWrite } from '../../../api/writes'
import { HeadingRow } from '../../../ui/HeadingRow'

type Props = { project: string; instance: Instance }

/** The instance's groups of one kind: instanceAffinityGroupList / instanceAntiAffinityGroupList. */
const instanceGroupsQuery = (kind: GroupKind, project: string, instance: string) =>
  [
    kind === 'affinity' ? 'instanceAffinityGroupList' : 'instanceAntiAffinityGroupList',
    { path: { instance }, query: { project } },
  ] as ['instanceAntiAffinityGroupList', { path: { instance: string }; query: { project: string } }]

/**
 * Pick a group of the project to add the instance to. Every group is listed; those it is
 * already in are disabled with the reason. the rules: states: add only when the instance is stopped.
 */
function AddToGroupModal({
  kind,
  project,
  instance,
  memberOf,
  onClose,
}: Props & { kind: GroupKind; memberOf: Set<string>; onClose: () => void }) {
  const [listMethod] = listQuery(kind, project)
  // every group of the project, with the all-items status line
  const groups = useList(listMethod, { query: { project } })
  const stateReason = instanceActionDisabled('addToAffinityGroup', instance)
  const items = groups.data?.items ?? []
  const options = items.map((g) => {
    const reason = memberOf.has(g.id) ? 'Already a member' : undefined
    return { value: g.name, label: reason ? `${g.name} (${reason})` : g.name, disabled: Boolean(reason) }
  })
  const add = useWrite((group: string) => groupOps(kind, project).addMember(group, instance.name), {
    onSuccess: (_, group) => {
      addToast({ content: `Instance ${instance.name} added to ${group}` })
      onClose()
    },
  })
  const { pending, error } = add
  const form = useFormState({
    initial: { group: '' },
    validate: (v) => ({ group: v.group ? undefined : requiredMessage('Group') }),
    sent: (v) => v.group,
    onSubmit: (group) => {
      if (!stateReason) return add.written(group)
    },
    request: add.request,
  })
  const title = `Add to ${kindLabel[kind]}`
  return (
    <Modal open onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!pending) form.submit()
        }}
      >
        <FormErrors
          errors={[...(groups.error && !items.length ? [groups.error.message] : []), ...(error ? [error.message] : [])]}
        />
        {groups.isLoading ? (
          <Spinner label={`Loading ${kindTitle[kind].toLowerCase()}`} />
        ) : items.length === 0 ? (
          <EmptyState
            title={`No ${kindTitle[kind].toLowerCase()}`}
            body={`This project has no ${kindLabel[kind]} yet. Create one on the Affinity page.`}
          />
        ) : (
          <SelectField
            label={capitalize(kindLabel[kind])}
            required
            placeholder="Select a group"
            value={form.values.group}
            onValue={form.set('group')}
            options={options}
            error={form.shown.group}
            hint={kindHint[kind]}
            status={<AllItemsStatus state={groups} noun="groups" onRetry={() => void groups.mutate()} />}
          />
        )}
        <div className="form-actions">
          <CopyRequestButton title={`${title}: CLI / API`} request={() => form.request?.()} />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={pending} disabledReason={stateReason}>
            Add
          </Button>
        </div>
      </form>
    </Modal>
  )
}

/** One card: the instance's groups of a kind, with add (stopped only) and remove. */
function GroupCard({ kind, project, instance }: Props & { kind: GroupKind }) {
  const [adding, setAdding] = useState(false)
  const confirm = useConfirmedWrite()
  // every group the instance is in (all pages): the list, and which groups the picker disables
  const groups = useList(...instanceGroupsQuery(kind, project, instance.name))
  const addReason = instanceActionDisabled('addToAffinityGroup', instance)
  const items = groups.data?.items ?? []
  const columns: Column<AffinityGroup>[] = [
    {
      header: 'Name',
      cell: (g) => <Link href={groupHref(kind, { project, group: g.name })}>{g.name}</Link>,
      sortValue: (g) => g.name,
    },
    { header: 'Policy', cell: (g) => g.policy },
    { header: 'Description', cell: (g) => g.description || <span className="muted">—</span> },
  ]
  const actions = (g: AffinityGroup) => {
    const op = groupOps(kind, project).removeMember(g.name, instance.name)
    return [
      {
        label: 'Remove',
        danger: true,
        request: op.request,
        onSelect: () =>
          confirm.confirmAction({
            title: `Remove from ${kindLabel[kind]}`,
            content: (
              <p>
                Remove {instance.name} from {kindLabel[kind]} <strong>{g.name}</strong>?
              </p>
            ),
            actionLabel: 'Remove',
            danger: true,
            errorTitle: 'Could not remove from group',
            steps: (write) => op.run(write),
            success: `Instance ${instance.name} removed from ${g.name}`,
          }),
      },
    ]
  }
  const title = kindTitle[kind]
  return (
    <section aria-label={title}>
      <HeadingRow heading={title}>
        <Button write size="sm" disabledReason={addReason} onClick={() => setAdding(true)}>
          Add to {kindLabel[kind]}
        </Button>
      </HeadingRow>
      <ArrayTable<AffinityGroup>
        label={title}
        scope={kind}
        columns={columns}
        rows={groups.data?.items}
        // a partial read is the status line below; the shell shows only a failure before any group
        error={items.length ? undefined : groups.error}
        retry={() => void groups.mutate()}
        rowKey={(g) => g.id}
        rowActions={actions}
        empty={{ title: `No ${title.toLowerCase()}`, body: kindHint[kind] }}
      />
      {items.length > 0 && <AllItemsStatus state={groups} noun="groups" onRetry={() => void groups.mutate()} />}
      {adding && (
        <AddToGroupModal
          kind={kind}
          project={project}
          instance={instance}
          memberOf={new Set(items.map((g) => g.id))}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  )
}

/** : the instance's anti-affinity and affinity groups on its settings tab. */
export function InstanceAffinityGroups(props: Props) {
  return (
    <>
      <GroupCard kind="anti-affinity" {...props} />
      <GroupCard kind="affinity" {...props} />
    </>
  )
}
