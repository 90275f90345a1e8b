/*
 * What a disk is made of, for the disk list (Type, Source, read-only badge)
 * and the disk detail view.
 */
import { useParams } from 'wouter'
import type { Disk, DiskType } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
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
      <Link href={to.disk({ project, disk: disk.name })}>{disk.name}</Link>
      {disk.readOnly && (
        <>
          {' '}
          <Badge color="neutral">read-only</Badge>
        </>
      )}
    </>
  )
}

/** A list filtered to one row by name: the page an image is shown on (images have no page of their own). */
const filteredTo = (href: string, name: string) => `${href}?${new URLSearchParams({ filter: `name:${name}` })}`

/**
 * The image or snapshot a disk was made from, by name and linked (the disk's page and an instance's
 * storage tab); `project` defaults to the page's.
 */
export function DiskSourceName({ disk, project: given }: { disk: Disk; project?: string }) {
  const params = useParams<{ project: string }>()
  const project = given ?? params.project
  const image = useQuery('imageView', { path: { image: disk.imageId ?? '' } }, { enabled: Boolean(disk.imageId) })
  const snapshot = useQuery(
    'snapshotView',
    { path: { snapshot: disk.snapshotId ?? '' } },
    { enabled: Boolean(disk.snapshotId) },
  )
  if (disk.imageId) {
    const img = image.data
    if (img) {
      // a project's image is listed with the project's images, a silo's with the silo's
      const list = img.projectId ? to.projectImages({ project }) : to.siloImages()
      return (
        <span className="nowrap">
          Image <Link href={filteredTo(list, img.name)}>{img.name}</Link>
        </span>
      )
    }
    return <>Image {image.error ? `${disk.imageId} (no longer available)` : '…'}</>
  }
  if (disk.snapshotId) {
    if (snapshot.data)
      return (
        <span className="nowrap">
          Snapshot <Link href={to.snapshot({ project, snapshot: snapshot.data.name })}>{snapshot.data.name}</Link>
        </span>
      )
    return <>Snapshot {snapshot.error ? `${disk.snapshotId} (deleted)` : '…'}</>
  }
  return <>Blank</>
}
