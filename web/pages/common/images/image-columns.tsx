import type { Image } from '../../../api/generated/types'
import type { Column } from '../../../ui/Table'
import { formatBytes } from '../../../util/format'
import { createdCol, descriptionCol, nameCol } from '../list/columns'

/** Project and silo image lists share every column but the name link. */
export const imageColumns = (href: (i: Image) => string): Column<Image>[] => [
  nameCol<Image>(href),
  descriptionCol,
  { header: 'OS', cell: (i) => i.os },
  { header: 'Version', cell: (i) => i.version },
  { header: 'Size', cell: (i) => formatBytes(i.size) },
  createdCol,
]

/** The read-only details an image's edit page shows (the API cannot update an image). */
export const imageProperties = (i: Image): [string, string][] => [
  ['Name', i.name],
  ['Description', i.description || '—'],
  ['OS', i.os],
  ['Version', i.version],
  ['Size', formatBytes(i.size)],
  ['Block size', `${i.blockSize} B`],
  ['Digest', i.digest ? `${i.digest.type}:${i.digest.value}` : '—'],
  ['ID', i.id],
]
