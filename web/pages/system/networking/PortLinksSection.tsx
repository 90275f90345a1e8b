import type { LinkFec, LinkSpeed } from '../../../api/generated/types'
import { CheckboxField, SelectField } from '../../../ui/Field'
import { TextFields, rowField } from '../../common/fields/TextFields'
import { fecOptions, geometryOptions, newLink, speedOptions, type LinkRow } from './port-settings-form'
import { Group, RowGroup, set, without, type SectionProps } from './port-settings-parts'

/** The layer 2 links of the port; renaming a link carries the rows on it along. */
export function PortLinksSection({ v, setV, shown }: Pick<SectionProps, 'v' | 'setV' | 'shown'>) {
  const maxLinks = geometryOptions.find((g) => g.value === v.geometry)?.links ?? 1
  const setLink = (i: number, patch: Partial<LinkRow>) =>
    setV((old) => {
      const before = old.links[i].name
      const rename = <R extends { link: string }>(rows: R[]) =>
        patch.name === undefined ? rows : rows.map((r) => (r.link === before ? { ...r, link: patch.name! } : r))
      return {
        ...old,
        links: old.links.map((l, j) => (j === i ? { ...l, ...patch } : l)),
        addresses: rename(old.addresses),
        routes: rename(old.routes),
        peers: rename(old.peers),
      }
    })
  return (
    <Group
      title="Links"
      hint="Layer 2 links of the port: phy0 on a port that is not broken out, phy0–phy3 on a 4× breakout."
      addLabel="Add link"
      addDisabled={
        v.links.length >= maxLinks
          ? `A ${v.geometry} port has at most ${maxLinks} link${maxLinks === 1 ? '' : 's'}`
          : undefined
      }
      onAdd={() => set(setV, { links: [...v.links, newLink(v.links.length)] })}
    >
      {shown.links && (
        <div className="field-error" role="alert">
          {shown.links}
        </div>
      )}
      {v.links.map((l, i) => {
        const e = shown.link?.[i] ?? {}
        const n = `Link ${i + 1}`
        return (
          <RowGroup
            key={i}
            label={n}
            onRemove={v.links.length > 1 ? () => set(setV, { links: without(v.links, i) }) : undefined}
          >
            <TextFields
              prefix={n}
              field={rowField(l, e, (p) => setLink(i, p))}
              fields={[
                { key: 'name', label: 'name', required: true },
                { key: 'mtu', label: 'MTU', required: true, inputMode: 'numeric' },
              ]}
            />
            <SelectField
              label={`${n} speed`}
              required
              value={l.speed}
              options={speedOptions}
              onValue={(speed) => setLink(i, { speed: speed as LinkSpeed })}
            />
            <SelectField
              label={`${n} FEC`}
              value={l.fec}
              options={fecOptions}
              onValue={(fec) => setLink(i, { fec: fec as LinkFec | '' })}
            />
            <CheckboxField
              label={`${n} autonegotiation`}
              checked={l.autoneg}
              onChecked={(autoneg) => setLink(i, { autoneg })}
            />
            <CheckboxField label={`${n} LLDP enabled`} checked={l.lldp} onChecked={(lldp) => setLink(i, { lldp })} />
            <CheckboxField
              label={`${n} IPv6 enabled`}
              checked={l.v6}
              onChecked={(v6) => setLink(i, { v6 })}
              hint="Gives the link's interface an IPv6 link-local address"
            />
          </RowGroup>
        )
      })}
    </Group>
  )
}
