import { useState } from 'react'
import type { BfdStatus, BfdMode, SwitchSlot } from '../../../api/generated/types'
import { useApiMutation, useApiQuery } from '../../../api/hooks'
import { preview, requestPreview } from '../../../api/request-preview'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { formatDateTime } from '../../../util/time'
import { validateIp } from '../../../util/ip'
import { useFleetAccess } from '../use-fleet-access'
import { ArrayTable } from '../../common/ArrayTable'
import { NETWORKS_REQUIRED, parseNetworks } from './validate'
import { useWriteGate } from '../../../ui/write-gate'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

function AllowListSection() {
  const q = useApiQuery('networkingAllowListView', {})
  const confirm = useConfirmMutation()
  const [draft, setDraft] = useState<{ mode: 'any' | 'list'; text: string } | null>(null)
  const [touched, setTouched] = useState(false)
  const current = q.data?.allowedIps
  const v = draft ?? { mode: current?.allow ?? 'any', text: current?.allow === 'list' ? current.ips.join('\n') : '' }
  const parsed = parseNetworks(v.text)
  const err =
    v.mode === 'list'
      ? parsed.errors.length
        ? parsed.errors.join('; ')
        : parsed.networks.length === 0
          ? NETWORKS_REQUIRED
          : undefined
      : undefined
  const params = () => ({
    body: {
      allowedIps: v.mode === 'any' ? ({ allow: 'any' } as const) : ({ allow: 'list', ips: parsed.networks } as const),
    },
  })
  if (!q.data) return q.error ? <div role="alert">{q.error.error.message}</div> : <p>Loading allow list…</p>
  return (
    <section aria-label="Allow list">
      <h2>Allowed source IPs</h2>
      <p>
        Currently: {current?.allow === 'list' ? `only ${current.ips.join(', ')}` : 'any source IP'} (modified{' '}
        {formatDateTime(q.data.timeModified)})
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (err) return
          const body = params()
          confirm.confirmAction({
            title: 'Update allow list',
            content: (
              <p>
                Only the allowed sources can reach the console and API.{' '}
                <strong>If your own address is not in the list you will lock yourself out</strong> of the rack's
                external services. Continue?
              </p>
            ),
            actionLabel: 'Update allow list',
            danger: true,
            errorTitle: 'Could not update allow list',
            method: 'networkingAllowListUpdate',
            params: body,
            then: () => {
              setDraft(null)
              setTouched(false)
            },
            success: 'Allow list updated',
          })
        }}
      >
        <SelectField
          label="Allow"
          value={v.mode}
          options={[
            { value: 'any', label: 'Any source IP' },
            { value: 'list', label: 'Only these networks' },
          ]}
          onValue={(mode) => setDraft({ ...v, mode: mode as 'any' | 'list' })}
        />
        {v.mode === 'list' && (
          <TextAreaField
            label="Allowed networks"
            hint="One IP network per line, e.g. 203.0.113.0/24"
            value={v.text}
            onValue={(text) => setDraft({ ...v, text })}
            error={touched ? err : undefined}
          />
        )}
        <div className="row">
          <Button write type="submit" variant="primary">
            Save allow list
          </Button>
          <CopyRequestButton
            title="Update allow list: CLI / API"
            request={() => (err ? undefined : requestPreview('networkingAllowListUpdate', params()))}
          />
        </div>
      </form>
    </section>
  )
}

const icmpParams = (enabled: boolean) => ({ body: { enabled } })

function IcmpSection() {
  const q = useApiQuery('networkingInboundIcmpView', {})
  const update = useApiMutation('networkingInboundIcmpUpdate', {
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
            onChecked={(on) => update.mutate(icmpParams(on))}
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
  const [v, setV] = useState({
    remote: '',
    local: '',
    switchSlot: 'switch0',
    mode: 'single_hop',
    threshold: '3',
    requiredRx: '300000',
  })
  const [touched, setTouched] = useState(false)
  const enable = useApiMutation('networkingBfdEnable', {
    onSuccess: () => {
      addToast({ content: `BFD enabled for ${v.remote.trim()}` })
      onClose()
    },
  })
  const e = {
    remote: v.remote.trim() ? validateIp(v.remote.trim()) : 'Remote address is required',
    local: v.local.trim() ? validateIp(v.local.trim()) : undefined,
    threshold:
      /^\d+$/.test(v.threshold.trim()) && Number(v.threshold) > 0 && Number(v.threshold) < 256
        ? undefined
        : 'Must be a whole number from 1 to 255',
    requiredRx: /^\d+$/.test(v.requiredRx.trim()) ? undefined : 'Must be a whole number of microseconds',
  }
  const ok = !e.remote && !e.local && !e.threshold && !e.requiredRx
  const params = () => ({
    body: {
      remote: v.remote.trim(),
      local: v.local.trim() || null,
      switchSlot: v.switchSlot as SwitchSlot,
      mode: v.mode as BfdMode,
      detectionThreshold: Number(v.threshold),
      requiredRx: Number(v.requiredRx),
    },
  })
  return (
    <SideModalForm
      docs="rackNetworking"
      title="Enable BFD session"
      submitLabel="Enable BFD"
      pending={enable.pending}
      errors={enable.error ? [enable.error.message] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (ok) enable.mutate(params())
      }}
      request={() => (ok ? requestPreview('networkingBfdEnable', params()) : undefined)}
    >
      <TextField
        label="Remote address"
        required
        value={v.remote}
        onValue={(remote) => setV({ ...v, remote })}
        error={touched ? e.remote : undefined}
        autoComplete="off"
      />
      <TextField
        label="Local address"
        hint="Optional"
        value={v.local}
        onValue={(local) => setV({ ...v, local })}
        error={touched ? e.local : undefined}
        autoComplete="off"
      />
      <SelectField
        label="Switch"
        value={v.switchSlot}
        options={[
          { value: 'switch0', label: 'switch0' },
          { value: 'switch1', label: 'switch1' },
        ]}
        onValue={(switchSlot) => setV({ ...v, switchSlot })}
      />
      <SelectField
        label="Mode"
        value={v.mode}
        options={[
          { value: 'single_hop', label: 'Single hop' },
          { value: 'multi_hop', label: 'Multi hop' },
        ]}
        onValue={(mode) => setV({ ...v, mode })}
      />
      <TextField
        label="Detection threshold"
        value={v.threshold}
        onValue={(threshold) => setV({ ...v, threshold })}
        error={touched ? e.threshold : undefined}
      />
      <TextField
        label="Required RX (µs)"
        value={v.requiredRx}
        onValue={(requiredRx) => setV({ ...v, requiredRx })}
        error={touched ? e.requiredRx : undefined}
      />
    </SideModalForm>
  )
}

const bfdDisableParams = (s: BfdStatus) => ({ body: { remote: s.peer, switchSlot: s.switchSlot } })

function BfdSection() {
  const q = useApiQuery('networkingBfdStatus', {})
  const confirm = useConfirmMutation()
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
        actions={(s) => (
          <ActionMenu
            label={`${s.peer} actions`}
            actions={[
              {
                label: 'Disable',
                danger: true,
                request: preview('networkingBfdDisable', bfdDisableParams(s)),
                onSelect: () =>
                  confirm.confirmAction({
                    title: 'Disable BFD session',
                    content: (
                      <p>
                        Disable the BFD session with <strong>{s.peer}</strong> on {s.switchSlot}?
                      </p>
                    ),
                    actionLabel: 'Disable',
                    danger: true,
                    errorTitle: 'Could not disable BFD session',
                    method: 'networkingBfdDisable',
                    params: bfdDisableParams(s),
                    success: `BFD disabled for ${s.peer}`,
                  }),
              },
            ]}
          />
        )}
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
