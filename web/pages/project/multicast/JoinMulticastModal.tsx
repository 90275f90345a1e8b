import { useList } from '../../../api/reads'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { ipVersion } from '../../../util/ip'
import { NEW_GROUP, joinDefaults, joinParams, validateJoinForm, type JoinValues } from './join-form'

/**
 * Joins an instance to a multicast group (instanceMulticastGroupJoin). The API has no call that creates
 * a group: joining by a new name or multicast IP creates it, so "A new group…" is how a group is made.
 * `instance` fixed: from the instance's networking tab; else an instance of the project is picked
 * (the groups pages). `group` preselects an existing group (its own page).
 */
export function JoinMulticastModal({
  project,
  instance,
  group,
  onClose,
}: {
  project: string
  instance?: string
  group?: string
  onClose: () => void
}) {
  const groups = useList('multicastGroupList', {})
  const instances = useList('instanceList', { query: { project } }, { enabled: !instance })
  const { form, shell } = useFormSave('instanceMulticastGroupJoin', {
    initial: { ...joinDefaults, group: group ?? '', instance: instance ?? '' },
    // an existing group's address decides its source rules
    validate: (v) => validateJoinForm(v, groups.data?.items.find((g) => g.name === v.group)?.multicastIp),
    sent: (v) => v,
    params: (v) => joinParams(project, v.instance, v),
    created: (m, p) => `${p.path.instance} joined multicast group ${p.path.multicastGroup} (${m.multicastIp})`,
    back: onClose,
  })
  const { values: v, set, shown } = form
  const newByName = v.group === NEW_GROUP && v.newGroup.trim() !== '' && !ipVersion(v.newGroup.trim())
  // nothing hidden: a group the picker cannot list is still joined by typing its name or IP
  const groupsNote = groups.error
    ? `Groups could not be loaded (${groups.error.message}); choose "A new group…" to join one by name or IP.`
    : groups.data && !groups.data.complete
      ? `Showing the first ${groups.data.items.length} groups; choose "A new group…" and type any other group's name or IP to join it.`
      : undefined
  const instancesNote =
    instances.data && !instances.data.complete
      ? `Showing the first ${instances.data.items.length} instances; join others from their own networking tab.`
      : undefined
  return (
    <SideModalForm docs="vpcs" title="Join multicast group" submitLabel="Join group" {...shell}>
      {!instance && (
        <SelectField
          status={<AllItemsStatus state={instances} noun="instances" onRetry={() => void instances.mutate()} />}
          label="Instance"
          required
          value={v.instance}
          placeholder={instances.data ? 'Select an instance' : 'Loading instances…'}
          options={(instances.data?.items ?? []).map((i) => ({ value: i.name, label: i.name }))}
          onValue={set('instance')}
          error={form.touched ? shown.instance : instances.error?.message}
          hint={instancesNote}
        />
      )}
      <SelectField
        status={<AllItemsStatus state={groups} noun="multicast groups" onRetry={() => void groups.mutate()} />}
        label="Group"
        required
        value={v.group}
        placeholder={groups.data ? 'Select a group' : 'Loading groups…'}
        options={[
          ...(groups.data?.items ?? []).map((g) => ({ value: g.name, label: `${g.name} (${g.multicastIp})` })),
          { value: NEW_GROUP, label: 'A new group…' },
        ]}
        onValue={set('group')}
        error={shown.group}
        hint={groupsNote ?? 'Groups are shared by the whole fleet: instances of any project may join the same group.'}
      />
      {v.group === NEW_GROUP && (
        <TextField
          label="New group name or multicast IP"
          required
          value={v.newGroup}
          onValue={set('newGroup')}
          error={shown.newGroup}
          hint="There is no separate create step: joining creates the group, unless one has this name or IP already. A name gets the next free address of a multicast pool linked to the silo; a multicast IP must be in such a pool. The group is deleted when its last member leaves."
          autoComplete="off"
        />
      )}
      {newByName && (
        <SelectField
          label="IP version"
          value={v.ipVersion}
          options={[
            { value: '', label: 'Server default' },
            { value: 'v4', label: 'IPv4' },
            { value: 'v6', label: 'IPv6' },
          ]}
          onValue={(ipVersion) => set('ipVersion')(ipVersion as JoinValues['ipVersion'])}
          hint="Which multicast pool the new group's address comes from; needed when the silo has both an IPv4 and an IPv6 default multicast pool."
        />
      )}
      <TextAreaField
        label="Source IPs"
        value={v.sources}
        onValue={set('sources')}
        error={shown.sources}
        hint="Optional: one per line, to receive only from these senders (at most 64). Empty means any source. Source-specific addresses (232.0.0.0/8, ff3x::/32) need at least one."
        rows={3}
      />
    </SideModalForm>
  )
}
