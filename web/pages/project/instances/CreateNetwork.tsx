/*
 * Networking of the create-instance page: the interfaces (default with its IP
 * stack, none, or custom ones each in a VPC subnet with optional fixed
 * addresses) and the external addresses (ephemeral IPv4 and IPv6, each from a
 * chosen pool, and floating IPs attached at create).
 */
import { useAllItems } from '../../../api/all-items'
import type { FloatingIp, SiloIpPool, Vpc } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { CheckboxField, SelectField, TextField } from '../../../ui/Field'
import { nicDefaults, stackOptions, type CreateValues, type IpStack, type NicValues } from './create-values'
import { nicKey } from './create-validate'
import type { SectionProps } from './CreateSections'
import { RadioGroup } from './RadioGroup'
import { ephemeralIpBlocked, ephemeralIpWanted } from './ephemeral-ip'
import { MAX_NICS_PER_INSTANCE } from './sizes'

export function NetworkSection({
  values,
  set,
  errors,
  project,
  vpcs,
}: SectionProps & { project: string; vpcs: Vpc[] }) {
  const setNic = (i: number, patch: Partial<NicValues>) =>
    set({ nics: values.nics.map((n, j) => (j === i ? { ...n, ...patch } : n)) })
  const choose = (network: CreateValues['network']) =>
    // the first custom interface starts in the project's first VPC, as the default one would
    set(
      network === 'custom' && values.nics.length === 0
        ? { network, nics: [nicDefaults(0, vpcs[0]?.name ?? '')] }
        : { network },
    )
  return (
    <section aria-labelledby="network-heading">
      <h2 id="network-heading">Networking</h2>
      <RadioGroup
        legend="Network interfaces"
        value={values.network}
        onValue={choose}
        options={[
          { value: 'default', label: 'Default' },
          { value: 'none', label: 'None' },
          { value: 'custom', label: 'Custom' },
        ]}
        hint="Default creates one primary interface in the project's default VPC and subnet."
      />
      {values.network === 'default' && (
        <SelectField
          label="IP configuration"
          value={values.defaultStack}
          onValue={(s) => set({ defaultStack: s as IpStack })}
          options={stackOptions}
        />
      )}
      {values.network === 'custom' && (
        <>
          {errors.nics && (
            <div className="field">
              <div className="field-error" role="alert">
                {errors.nics}
              </div>
            </div>
          )}
          {values.nics.map((n, i) => (
            <NicEditor
              key={i}
              n={i}
              nic={n}
              project={project}
              vpcs={vpcs}
              set={(patch) => setNic(i, patch)}
              remove={() => set({ nics: values.nics.filter((_, j) => j !== i) })}
              errors={(f) => errors[nicKey(i, f)]}
            />
          ))}
          <Button
            type="button"
            disabledReason={
              values.nics.length >= MAX_NICS_PER_INSTANCE
                ? `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`
                : undefined
            }
            onClick={() =>
              set({
                nics: [...values.nics, nicDefaults(values.nics.length, values.nics[0]?.vpc ?? vpcs[0]?.name ?? '')],
              })
            }
          >
            Add a network interface
          </Button>
        </>
      )}
    </section>
  )
}

function NicEditor({
  n,
  nic,
  project,
  vpcs,
  set,
  remove,
  errors,
}: {
  n: number
  nic: NicValues
  project: string
  vpcs: Vpc[]
  set: (p: Partial<NicValues>) => void
  remove: () => void
  errors: (f: keyof NicValues) => string | undefined
}) {
  // every subnet of the VPC, with the all-items status line, not a first page
  const subnetList = useAllItems('vpcSubnetList', { query: { project, vpc: nic.vpc } }, { enabled: Boolean(nic.vpc) })
  const subnets = subnetList.data
  const legend = n === 0 ? 'Interface 1 (primary)' : `Interface ${n + 1}`
  return (
    <fieldset className="field stack" aria-label={legend}>
      <legend className="label">{legend}</legend>
      <div className="row">
        <TextField
          label="Interface name"
          required
          value={nic.name}
          onValue={(name) => set({ name })}
          error={errors('name')}
          autoComplete="off"
        />
        <TextField
          label="Interface description"
          value={nic.description}
          onValue={(description) => set({ description })}
          autoComplete="off"
        />
      </div>
      <div className="row">
        <SelectField
          label="VPC"
          required
          value={nic.vpc}
          onValue={(vpc) => set({ vpc, subnet: '' })}
          options={vpcs.map((v) => ({ value: v.name, label: v.name }))}
          placeholder={vpcs.length ? 'Select a VPC' : 'No VPCs in this project'}
          error={errors('vpc')}
        />
        <SelectField
          label="Subnet"
          required
          value={nic.subnet}
          onValue={(subnet) => set({ subnet })}
          options={(subnets?.items ?? []).map((s) => ({
            value: s.name,
            label: `${s.name} (${s.ipv4Block}, ${s.ipv6Block})`,
          }))}
          placeholder={!nic.vpc ? 'Select a VPC first' : !subnets ? 'Loading subnets…' : 'Select a subnet'}
          error={errors('subnet')}
          status={<AllItemsStatus state={subnetList} noun="subnets" onRetry={() => void subnetList.mutate()} />}
        />
      </div>
      <SelectField
        label="IP configuration"
        value={nic.stack}
        onValue={(s) => set({ stack: s as IpStack })}
        options={stackOptions}
      />
      <div className="row">
        {nic.stack !== 'v6' && (
          <TextField
            label="IPv4 address"
            value={nic.ipv4}
            onValue={(ipv4) => set({ ipv4 })}
            error={errors('ipv4')}
            hint="Empty: assigned from the subnet."
            autoComplete="off"
          />
        )}
        {nic.stack !== 'v4' && (
          <TextField
            label="IPv6 address"
            value={nic.ipv6}
            onValue={(ipv6) => set({ ipv6 })}
            error={errors('ipv6')}
            hint="Empty: assigned from the subnet."
            autoComplete="off"
          />
        )}
      </div>
      <div>
        <Button type="button" onClick={remove}>
          Remove interface {n + 1}
        </Button>
      </div>
    </fieldset>
  )
}

const poolOptions = (pools: SiloIpPool[]) =>
  pools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))

export function ExternalIpsSection({
  values,
  set,
  pools,
  floatingIps,
}: SectionProps & { pools: SiloIpPool[]; floatingIps?: FloatingIp[] }) {
  // multicast pools give no instance addresses
  const unicast = pools.filter((p) => p.poolType === 'unicast')
  const v4 = unicast.filter((p) => p.ipVersion === 'v4')
  const v6 = unicast.filter((p) => p.ipVersion === 'v6')
  const detached = (floatingIps ?? []).filter((f) => !f.instanceId)
  // a choice the interfaces cannot take shows unticked and disabled; the user's own tick comes back with them
  const wantV4 = ephemeralIpWanted(values, 'v4')
  const wantV6 = ephemeralIpWanted(values, 'v6')
  const toggle = (name: string, on: boolean) =>
    set({ floatingIps: on ? [...values.floatingIps, name] : values.floatingIps.filter((f) => f !== name) })
  return (
    <section aria-labelledby="external-ips-heading">
      <h2 id="external-ips-heading">External IPs</h2>
      <CheckboxField
        label="Allocate an ephemeral IPv4 address"
        checked={wantV4}
        onChecked={(ephemeralIp) => set({ ephemeralIp })}
        disabledReason={ephemeralIpBlocked(values, 'v4')}
      />
      {wantV4 && (
        <SelectField
          label="IPv4 pool"
          value={values.ipPool}
          onValue={(ipPool) => set({ ipPool })}
          options={poolOptions(v4)}
          placeholder="Silo default IPv4 pool"
        />
      )}
      <CheckboxField
        label="Allocate an ephemeral IPv6 address"
        checked={wantV6}
        onChecked={(ephemeralIpv6) => set({ ephemeralIpv6 })}
        disabledReason={ephemeralIpBlocked(values, 'v6')}
      />
      {wantV6 && (
        <SelectField
          label="IPv6 pool"
          value={values.ipPoolV6}
          onValue={(ipPoolV6) => set({ ipPoolV6 })}
          options={poolOptions(v6)}
          placeholder="Silo default IPv6 pool"
        />
      )}
      <h3 className="label">Floating IPs</h3>
      {!floatingIps ? (
        <p className="muted">Loading floating IPs…</p>
      ) : detached.length === 0 ? (
        <p className="muted">No unattached floating IPs in this project.</p>
      ) : (
        detached.map((f) => (
          <CheckboxField
            key={f.id}
            label={`Attach floating IP ${f.name} (${f.ip})`}
            checked={values.floatingIps.includes(f.name)}
            onChecked={(on) => toggle(f.name, on)}
          />
        ))
      )}
    </section>
  )
}
