import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'

/**
 * Sled id -> serial, from every sled (one cached read shared by every cell): lists of disks carry
 * only the sled's id, and an operator knows a sled by the serial on its front.
 */
export function useSledSerial() {
  const sleds = useList('sledList', {})
  return (sledId: string) => sleds.items.find((s) => s.id === sledId)?.baseboard.serial
}

/** A link to a sled, named by its serial once the sleds are read (its short id until then). */
export function SledName({ sledId }: { sledId: string }) {
  const serialOf = useSledSerial()
  return <Link href={to.sled({ sledId })}>{serialOf(sledId) ?? <code>{sledId.slice(0, 8)}</code>}</Link>
}
