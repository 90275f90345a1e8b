import { useState } from 'react'
import type { AllowList, AllowedSourceIps, BfdStatus, BfdMode } from '../../../api/generated/types'
import { describeEdits } from '../../../api/changes'
import { allowListShape } from '../../../api/change-shapes'
import { useDocumentSave } from '../../../api/document-save'
import { ChangePreview } from '../../../ui/ChangePreview'
import { confirmAction } from '../../../ui/ConfirmDialog'
import { FormErrors } from '../../../ui/SideModal'
import { ChangeConflict } from '../../common/ChangeConflict'
import { readOnce } from '../../../api/hooks'
import { useQuery } from '../../../api/reads'
import { useWrite } from '../../../api/writes'
import { requestPreview } from '../../../api/request-preview'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { CheckboxField, SelectField, TextAreaField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { ArrayTable } from '../../common/list/ArrayTable'
import { useFormState } from '../../../ui/use-form'
import { useFormSave } from '../../common/use-form-save'
import { allowListBody, allowListValues, bfdBody, bfdDefaults, validateAllowList, validateBfd } from './allow-list-form'
import { useWriteGate } from '../../../ui/write-gate'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { SwitchSlotField } from '../../common/fields/SwitchSlotField'
import { TextFields } from '../../common/fields/TextFields'

function AllowListSection() {
  const q = useQuery('networkingAllowListView', {})
  if (!q.data) return q.error ? <div role="alert">{q.error.error.message}</div> : <p>Loading allow list…</p>
  const current = q.data.allowedIps
  return (
    <section aria-label="Allow list">
      <h2>Allowed source IPs</h2>
      <p>
        Currently: {current.allow === 'list' ? `only ${current.ips.join(', ')}` : 'any source IP'} (modified{' '}
        {formatDateTime(q.data.timeModified)})
      </p>
      <AllowListForm list={q.data} />
    </section>
  )
}

/**
 * Starts from the server's list; after a confirmed update, from the list the server returned, messages
 * hidden. A save applies only this user's change (the mode, each network added or removed) to the
 * list as it is now: a network someone else added meanwhile stays, and a clash is shown.
 */
function AllowListForm({ list }: { list: AllowList }) {
  const [opened, setOpened] = useState(list)
  const saver = useDocumentSave({
    read: () => readOnce('networkingAllowListView', {}),
    shape: allowListShape,
    method: 'networkingAllowListUpdate',
    params: (l: AllowList) => ({ body: { allowedIps: l.allowedIps } }),
    onSaved: (saved: AllowList) => {
      addToast({ content: 'Allow list updated' })
      setOpened(saved)
      form.reset(allowListValues(saved.allowedIps))
    },
    onKept: (fresh) => {
      setOpened(fresh)
      form.reset(allowListValues(fresh.allowedIps))
      addToast({ content: 'Nothing saved: the other change was kept' })
    },
  })
  const edits = (body: { allowedIps: AllowedSourceIps }) => allowListShape(opened, { ...opened, ...body })
  const form = useFormState({
    initial: allowListValues(list.allowedIps),
    validate: validateAllowList,
    sent: (v) => ({ body: allowListBody(v) }),
    // settles with whether the save was made; a dismissed dialog saves nothing and what was typed stays
    onSubmit: (params) => {
      const made = saver.expect()
      confirmAction({
        title: 'Update allow list',
        content: (
          <p>
            Only the allowed sources can reach the console and API.{' '}
            <strong>If your own address is not in the list you will lock yourself out</strong> of the rack's external
            services. Continue?
          </p>
        ),
        actionLabel: 'Update allow list',
        danger: true,
        errorTitle: 'Could not update allow list',
        doAction: () => saver.save(edits(params.body)),
      })
      return made
    },
    request: (params) => requestPreview('networkingAllowListUpdate', params),
  })
  const { values: v, set, shown } = form
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <SelectField
        label="Allow"
        value={v.allow}
        options={[
          { value: 'any', label: 'Any source IP' },
          { value: 'list', label: 'Only these networks' },
        ]}
        onValue={(allow) => set('allow')(allow as 'any' | 'list')}
      />
      <FormErrors errors={saver.error ? [saver.error.message] : []} />
      <ChangeConflict saver={saver} />
      {v.allow === 'list' && (
        <TextAreaField
          label="Allowed networks"
          hint="One IP network per line, e.g. 203.0.113.0/24"
          value={v.text}
          onValue={set('text')}
          error={shown.text}
        />
      )}
      <div className="row">
        <Button write type="submit" variant="primary" loading={saver.pending}>
          Save allow list
        </Button>
        <CopyRequestButton title="Update allow list: CLI / API" request={() => form.request?.()} />
      </div>
      <ChangePreview changes={form.valid ? describeEdits(edits(form.sent().body)) : []} />
    </form>
  )
}

const icmpParams = (enabled: boolean) => ({ body: { enabled } })

function IcmpSection() {
  const q = useQuery('networkingInboundIcmpView', {})
  const update = useWrite('networkingInboundIcmpUpdate', {
    onSuccess: (_d, p) => addToast({ content: `Inbound ICMP ${p.body.enabled ? 'enabled' : 'disabled'}` }),
    onError: (e) => addToast({ variant: 'error', title: 'Could not update inbound ICMP', content: e.error.message }),
  })
  const enabled = q.data?.enabled
  const gate = useWriteGate()
  return (
    <section aria-label="Inbound ICMP">
      <h2>Inbound ICMP</h2>
      {q.data ? (
        <>
          <CheckboxField
            label="Allow inbound ICMP"
            checked={q.data.enabled}
            onChecked={(on) => update.submit(icmpParams(on))}
            disabledReason={gate}
            hint="Lets the control plane receive ICMP unreachable, redirect and time-exceeded messages."
          />
          {/* the request the checkbox sends when clicked: the opposite of the current state */}
          <CopyRequestButton
            title={`${enabled ? 'Disable' : 'Enable'} inbound ICMP: CLI / API`}
            request={() => requestPreview('networkingInboundIcmpUpdate', icmpParams(!enabled))}
          />
        </>
      ) : q.error ? (
        <div role="alert">{q.error.error.message}</div>
      ) : (
        <p>Loading…</p>
      )}
    </section>
  )
}

function BfdEnableForm({ onClose }: { onClose: () => void }) {
  const { form, shell } = useFormSave('networkingBfdEnable', {
    initial: bfdDefaults,
    validate: validateBfd,
    sent: bfdBody,
    params: (body) => ({ body }),
    created: (_d, p) => `BFD enabled for ${p.body.remote}`,
    back: onClose,
  })
  const { values: v, set } = form
  return (
    <SideModalForm docs="rackNetworking" title="Enable BFD session" submitLabel="Enable BFD" {...shell}>
      <TextFields
        field={form.field}
        fields={[
          { key: 'remote', label: 'Remote address', required: true },
          { key: 'local', label: 'Local address', hint: 'Optional' },
        ]}
      />
      <SwitchSlotField label="Switch" value={v.switchSlot} onValue={set('switchSlot')} />
      <SelectField
        label="Mode"
        value={v.mode}
        options={[
          { value: 'single_hop', label: 'Single hop' },
          { value: 'multi_hop', label: 'Multi hop' },
        ]}
        onValue={(mode) => set('mode')(mode as BfdMode)}
      />
      <TextFields
        field={form.field}
        fields={[
          { key: 'threshold', label: 'Detection threshold' },
          { key: 'requiredRx', label: 'Required RX (µs)' },
        ]}
      />
    </SideModalForm>
  )
}

const bfdDisableParams = (s: BfdStatus) => ({ body: { remote: s.peer, switchSlot: s.switchSlot } })

function BfdSection() {
  const q = useQuery('networkingBfdStatus', {})
  const confirm = useConfirmedWrite()
  const [enabling, setEnabling] = useState(false)
  return (
    <section aria-label="BFD sessions">
      <div className="section-header">
        <h2>BFD sessions</h2>
        <Button write onClick={() => setEnabling(true)}>
          Enable BFD session
        </Button>
      </div>
      <ArrayTable<BfdStatus>
        label="BFD sessions"
        rows={q.data}
        error={q.error?.error}
        retry={() => q.mutate()}
        rowKey={(s) => `${s.switchSlot}-${s.peer}`}
        columns={[
          { header: 'Peer', cell: (s) => s.peer },
          { header: 'Local', cell: (s) => s.local || '—' },
          { header: 'Switch', cell: (s) => s.switchSlot },
          { header: 'Mode', cell: (s) => s.mode },
          { header: 'State', cell: (s) => s.state },
        ]}
        rowName={(s) => s.peer}
        rowActions={(s) => [
          confirm.menuAction({
            label: 'Disable',
            title: 'Disable BFD session',
            danger: true,
            content: (
              <p>
                Disable the BFD session with <strong>{s.peer}</strong> on {s.switchSlot}?
              </p>
            ),
            errorTitle: 'Could not disable BFD session',
            method: 'networkingBfdDisable',
            params: bfdDisableParams(s),
            success: `BFD disabled for ${s.peer}`,
          }),
        ]}
        empty="No BFD sessions"
      />
      {enabling && <BfdEnableForm onClose={() => setEnabling(false)} />}
    </section>
  )
}

/** /system/networking/allow-list: allowed source IPs, inbound ICMP, BFD sessions. */
export default function AllowListPage() {
  useFleetAccess()
  return (
    <>
      <PageHeader docs="rackNetworking" title="Allow list" />
      <AllowListSection />
      <IcmpSection />
      <BfdSection />
    </>
  )
}
