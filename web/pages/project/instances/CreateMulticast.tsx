/*
 * Multicast groups of the create-instance page (nexus.json InstanceCreate.multicast_groups): the
 * groups the instance joins when it is created. There is no call that creates a group: a new name or
 * multicast IP here creates it, as joining does (see ../multicast/join-form.ts).
 */
import { TextAreaField } from '../../../ui/Field'
import type { SectionProps } from './CreateSections'

export function MulticastSection({ field }: SectionProps) {
  return (
    <section aria-labelledby="multicast-heading">
      <h2 id="multicast-heading">Multicast groups</h2>
      <TextAreaField
        label="Groups to join"
        {...field('multicastGroups')}
        rows={3}
        hint={
          <>
            Optional. One group per line: its name, multicast IP or ID, then any source IPs to receive from, e.g.{' '}
            <code>232.1.1.1 198.51.100.7</code> (source-specific addresses, 232.0.0.0/8 and ff3x::/32, need them). A new
            name or multicast IP creates the group, with an address from a multicast pool linked to the silo.
          </>
        }
      />
    </section>
  )
}
