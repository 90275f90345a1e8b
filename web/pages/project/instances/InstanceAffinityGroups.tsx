import { useState } from 'react'
import type { AffinityGroup, Instance } from '../../../api/generated/types'
import { useApiQuery } from '../../../api/hooks'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { EmptyState } from '../../../ui/EmptyState'
import { SelectField } from '../../../ui/Field'
import { Link } from '../../../ui/Link'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { Spinner } from '../../../ui/Spinner'
import { Table, type Column } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { requiredMessage } from '../../../util/validate'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { ALL_ITEMS_LIMIT } from '../disks/use-project-instances'
import { capitalize } from '../affinity/actions'
import { groupHref, groupOps, kindHint, kindLabel, kindTitle, listQuery, type GroupKind } from '../affinity/kind'
import { ErrorBox } from '../../../ui/ErrorBox'
import { useFormState } from '../../../ui/use-form'

type Props = { project: string; instance: Instance }

/** The instance's groups of one kind: instanceAffinityGroupList / instanceAntiAffinityGroupList. */
const instanceGroupsQuery = (kind: GroupKind, project: string, instance: string) =>
  [
    kind === 'affinity' ? 'instanceAffinityGroupList' : 'instanceAntiAffinityGroupList',
    { path: { instance }, query: { project, limit: ALL_ITEMS_LIMIT } },
  ] as ['instanceAntiAffinityGroupList', { path: { instance: string }; query: { project: string; limit: number } }]

/**
 * Pick a group of the project to add the instance to. Every group is listed; those it is
 * already in are disabled with the reason. SPEC §4: add only when the instance is stopped.
 */
function AddToGroupModal({
  kind,
  project,
  instance,
  memberOf,
  onClose,
}: Props & { kind: GroupKind; memberOf: Set<string>; onClose: () => void }) {
  const [listMethod] = listQuery(kind, project)
  const groups = useApiQuery(listMethod, { query: { project, limit: ALL_ITEMS_LIMIT } })
  const { write } = useConfirmMutation()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const stateReason = instanceActionDisabled('addToAffinityGroup', instance)
  const items = groups.data?.items ?? []
  const options = items.map((g) => {
    const reason = memberOf.has(g.id) ? 'Already a member' : undefined
    return { value: g.name, label: reason ? `${g.name} (${reason})` : g.name, disabled: Boolean(reason) }
  })
  const op = (group: string) => groupOps(kind, project).addMember(group, instance.name)
  const form = useFormState({
    initial: { group: '' },
    validate: (v) => ({ group: v.group ? undefined : requiredMessage('Group') }),
    sent: (v) => v.group,
    onSubmit: async (group) => {
      if (stateReason) return
      setPending(true)
      setError(undefined)
      try {
        await op(group).run(write)
        addToast({ content: `Instance ${instance.name} added to ${group}` })
        onClose()
      } catch (e) {
        setError((e as Error).message)
      } finally {
        setPending(false)
      }
    },
    request: (group) => op(group).request(),
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
        <FormErrors errors={[...(groups.error ? [groups.error.message] : []), ...(error ? [error] : [])]} />
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
            hint={groups.data?.nextPage ? `Only the first ${items.length} groups are listed.` : kindHint[kind]}
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
  const confirm = useConfirmMutation()
  const groups = useApiQuery(...instanceGroupsQuery(kind, project, instance.name))
  const addReason = instanceActionDisabled('addToAffinityGroup', instance)
  const items = groups.data?.items ?? []
  const columns: Column<AffinityGroup>[] = [
    { header: 'Name', cell: (g) => <Link href={groupHref(kind, { project, group: g.name })}>{g.name}</Link> },
    { header: 'Policy', cell: (g) => g.policy },
    { header: 'Description', cell: (g) => g.description || <span className="muted">—</span> },
  ]
  const actions = (g: AffinityGroup) => {
    const op = groupOps(kind, project).removeMember(g.name, instance.name)
    return (
      <ActionMenu
        label={`${g.name} actions`}
        actions={[
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
        ]}
      />
    )
  }
  const title = kindTitle[kind]
  return (
    <section aria-label={title}>
      <div className="row">
        <h2 className="grow">{title}</h2>
        <Button write size="sm" disabledReason={addReason} onClick={() => setAdding(true)}>
          Add to {kindLabel[kind]}
        </Button>
      </div>
      {!groups.data ? (
        groups.error ? (
          <ErrorBox>{groups.error.message}</ErrorBox>
        ) : (
          <Spinner label={`Loading ${title.toLowerCase()}`} />
        )
      ) : items.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()}`} body={kindHint[kind]} />
      ) : (
        <>
          <Table label={title} columns={columns} rows={items} rowKey={(g) => g.id} actions={actions} />
          {groups.data.nextPage && <p className="muted">Only the first {items.length} groups are listed.</p>}
        </>
      )}
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

/** Issue #22.5: the instance's anti-affinity and affinity groups on its settings tab. */
export function InstanceAffinityGroups(props: Props) {
  return (
    <>
      <GroupCard kind="anti-affinity" {...props} />
      <GroupCard kind="affinity" {...props} />
    </>
  )
}
