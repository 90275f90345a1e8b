/*
 * What a disk is made of, for the disk list (Type, Source, read-only badge)
 * and the disk detail view (issue #22 point 3).
 */
import { useParams } from 'wouter'
import type { Disk, DiskType } from '../../../api/generated/types'
import { useApiQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'

export const diskTypeLabel: Record<DiskType, string> = { distributed: 'Distributed', local: 'Local' }

/** A disk's source kind: it carries the image or snapshot id it was made from, if any. */
export const diskSourceKind = (d: Pick<Disk, 'imageId' | 'snapshotId'>) =>
  d.imageId ? 'Image' : d.snapshotId ? 'Snapshot' : 'Blank'

/** The disk's name linking to its detail view, with a read-only badge. */
export function DiskName({ disk }: { disk: Disk }) {
  const { project } = useParams<{ project: string }>()
  return (
    <>
      <Link href={pb.disk({ project, disk: disk.name })}>{disk.name}</Link>
      {disk.readOnly && (
        <>
          {' '}
          <Badge color="neutral">read-only</Badge>
        </>
      )}
    </>
  )
}

/** The image or snapshot a disk was made from, by name (the detail view; the list shows the kind only). */
export function DiskSourceName({ disk, project }: { disk: Disk; project: string }) {
  const image = useApiQuery('imageView', { path: { image: disk.imageId ?? '' } }, { enabled: Boolean(disk.imageId) })
  const snapshot = useApiQuery(
    'snapshotView',
    { path: { snapshot: disk.snapshotId ?? '' } },
    { enabled: Boolean(disk.snapshotId) },
  )
  if (disk.imageId)
    return <>Image {image.data?.name ?? (image.error ? `${disk.imageId} (no longer available)` : '…')}</>
  if (disk.snapshotId) {
    if (snapshot.data)
      return (
        <>
          Snapshot <Link href={pb.snapshot({ project, snapshot: snapshot.data.name })}>{snapshot.data.name}</Link>
        </>
      )
    return <>Snapshot {snapshot.error ? `${disk.snapshotId} (deleted)` : '…'}</>
  }
  return <>Blank</>
}
