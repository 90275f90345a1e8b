import type { Image } from '../../../api/generated/types'
import { bulkCall, type Bulk } from '../bulk/bulk'

const noun = { one: 'image', many: 'images' }

/** Bulk actions on a project's images: promote to the silo, delete. */
export function projectImageBulk(project: string): Bulk<Image> {
  const params = (i: Image) => ({ path: { image: i.name }, query: { project } })
  return {
    noun,
    resume: { kind: 'project-images', args: { project } },
    actions: [
      {
        label: 'Promote',
        confirm: 'Every project in the silo will be able to use them.',
        ...bulkCall('imagePromote', params),
      },
      {
        label: 'Delete',
        danger: true,
        ...bulkCall('imageDelete', params),
      },
    ],
  }
}

const siloImageParams = (i: Image) => ({ path: { image: i.name } })

/** Silo images: bulk delete. Demote needs a target project per image, so it stays a row action. */
export const siloImageBulk: Bulk<Image> = {
  noun,
  resume: { kind: 'silo-images', args: {} },
  actions: [
    {
      label: 'Delete',
      danger: true,
      ...bulkCall('imageDelete', siloImageParams),
    },
  ],
}
