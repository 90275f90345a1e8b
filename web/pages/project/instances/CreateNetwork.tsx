/*
 * Networking of the create-instance page: the interfaces (default with its IP
 * stack, none, or custom ones each in a VPC subnet with optional fixed
 * addresses) and the external addresses (ephemeral IPv4 and IPv6, each from a
 * chosen pool, and floating IPs attached at create).
 */
import { Fragment, useState } from 'react'
import { useList } from '../../../api/reads'
import type { FloatingIp, SiloIpPool, Vpc } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { CheckboxField, SelectField, TextField } from '../../../ui/Field'
import { nicDefaults, stackOptions, type CreateValues, type IpStack, type NicValues } from './create-values'
import { nicKey } from './create-validate'
import type { SectionProps } from './CreateSections'
import { RadioGroup } from './RadioGroup'
import { patchAt, toggled, rowField, RowFieldset, type RowProps } from './RowFieldset'
import { ephemeralIpBlocked, ephemeralIpWanted } from './ephemeral-ip'
import { MAX_NICS_PER_INSTANCE } from './sizes'
import { NewFloatingIpPanel } from '../floating-ips/NewFloatingIpPanel'
import { NewSubnetPanel } from '../vpcs/NewSubnetPanel'

export function NetworkSection({
  values,
  set,
  errors,
  project,
  vpcs,
}: SectionProps & { project: string; vpcs: Vpc[] }) {
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
              set={(patch) => set({ nics: patchAt(values.nics, i, patch) })}
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
  ...row
}: { n: number; nic: NicValues; project: string; vpcs: Vpc[] } & RowProps<NicValues>) {
  const { set, errors } = row
  const field = rowField(nic, row)
  // every subnet of the VPC, with the all-items status line, not a first page
  const subnetList = useList('vpcSubnetList', { query: { project, vpc: nic.vpc } }, { enabled: Boolean(nic.vpc) })
  const subnets = subnetList.data
  const [makingSubnet, setMakingSubnet] = useState(false)
  const legend = n === 0 ? 'Interface 1 (primary)' : `Interface ${n + 1}`
  return (
    <RowFieldset legend={legend} removeLabel={`Remove interface ${n + 1}`} remove={row.remove}>
      <div className="row">
        <TextField label="Interface name" required {...field('name')} autoComplete="off" />
        <TextField label="Interface description" {...field('description')} autoComplete="off" />
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
          {...field('subnet')}
          options={(subnets?.items ?? []).map((s) => ({
            value: s.name,
            label: `${s.name} (${s.ipv4Block}, ${s.ipv6Block})`,
          }))}
          placeholder={!nic.vpc ? 'Select a VPC first' : !subnets ? 'Loading subnets…' : 'Select a subnet'}
          status={<AllItemsStatus state={subnetList} noun="subnets" onRetry={() => void subnetList.mutate()} />}
        />
      </div>
      {/* a subnet the interface needs but the VPC lacks is made here, and comes back chosen */}
      {nic.vpc && (
        <p>
          <Button write size="sm" onClick={() => setMakingSubnet(true)}>
            New subnet in {nic.vpc}
          </Button>
        </p>
      )}
      {makingSubnet && (
        <NewSubnetPanel
          project={project}
          vpc={nic.vpc}
          onClose={() => setMakingSubnet(false)}
          onCreated={(s) => {
            set({ subnet: s.name })
            setMakingSubnet(false)
          }}
        />
      )}
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
            {...field('ipv4')}
            hint="Empty: assigned from the subnet."
            autoComplete="off"
          />
        )}
        {nic.stack !== 'v4' && (
          <TextField
            label="IPv6 address"
            {...field('ipv6')}
            hint="Empty: assigned from the subnet."
            autoComplete="off"
          />
        )}
      </div>
    </RowFieldset>
  )
}

const poolOptions = (pools: SiloIpPool[]) =>
  pools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))

/** The two ephemeral addresses: the value that asks for each and the one that names its pool. */
const ephemeralIps = [
  { version: 'v4', label: 'IPv4', wanted: 'ephemeralIp', pool: 'ipPool' },
  { version: 'v6', label: 'IPv6', wanted: 'ephemeralIpv6', pool: 'ipPoolV6' },
] as const

export function ExternalIpsSection({
  values,
  set,
  field,
  setField,
  pools,
  floatingIps,
  project,
}: SectionProps & { pools: SiloIpPool[]; floatingIps?: FloatingIp[]; project: string }) {
  // multicast pools give no instance addresses
  const unicast = pools.filter((p) => p.poolType === 'unicast')
  // made here: listed (and chosen) at once, before the refreshed list has it
  const [made, setMade] = useState<FloatingIp[]>([])
  const [making, setMaking] = useState(false)
  const listed = floatingIps && [...floatingIps, ...made.filter((m) => !floatingIps.some((f) => f.id === m.id))]
  const detached = (listed ?? []).filter((f) => !f.instanceId)
  return (
    <section aria-labelledby="external-ips-heading">
      <h2 id="external-ips-heading">External IPs</h2>
      {ephemeralIps.map(({ version, label, wanted, pool }) => {
        // a choice the interfaces cannot take shows unticked and disabled; the user's own tick comes back with them
        const want = ephemeralIpWanted(values, version)
        return (
          <Fragment key={version}>
            <CheckboxField
              label={`Allocate an ephemeral ${label} address`}
              checked={want}
              onChecked={setField(wanted)}
              disabledReason={ephemeralIpBlocked(values, version)}
            />
            {want && (
              <SelectField
                label={`${label} pool`}
                {...field(pool)}
                options={poolOptions(unicast.filter((p) => p.ipVersion === version))}
                placeholder={`Silo default ${label} pool`}
              />
            )}
          </Fragment>
        )
      })}
      <h3 className="label">Floating IPs</h3>
      {!listed ? (
        <p className="muted">Loading floating IPs…</p>
      ) : detached.length === 0 ? (
        <p className="muted">No unattached floating IPs in this project.</p>
      ) : (
        detached.map((f) => (
          <CheckboxField
            key={f.id}
            label={`Attach floating IP ${f.name} (${f.ip})`}
            checked={values.floatingIps.includes(f.name)}
            onChecked={(on) => set({ floatingIps: toggled(values.floatingIps, f.name, on) })}
          />
        ))
      )}
      {/* what the instance needs but does not exist yet is made here, and comes back chosen */}
      <p>
        <Button write size="sm" onClick={() => setMaking(true)}>
          New floating IP
        </Button>
      </p>
      {making && (
        <NewFloatingIpPanel
          project={project}
          onClose={() => setMaking(false)}
          onCreated={(f) => {
            setMade((m) => [...m, f])
            set({ floatingIps: toggled(values.floatingIps, f.name, true) })
            setMaking(false)
          }}
        />
      )}
    </section>
  )
}
