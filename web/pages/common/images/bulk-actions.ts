import type { Image } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import type { Bulk } from '../bulk'

const noun = { one: 'image', many: 'images' }

/** Bulk actions on a project's images (issue #12 point 2): promote to the silo, delete. */
export function projectImageBulk(project: string): Bulk<Image> {
  const params = (i: Image) => ({ path: { image: i.name }, query: { project } })
  return {
    noun,
    resume: { kind: 'project-images', args: { project } },
    actions: [
      {
        label: 'Promote',
        confirm: 'Every project in the silo will be able to use them.',
        run: (i, write) => write('imagePromote', params(i)),
        request: (i) => requestPreview('imagePromote', params(i)),
      },
      {
        label: 'Delete',
        danger: true,
        run: (i, write) => write('imageDelete', params(i)),
        request: (i) => requestPreview('imageDelete', params(i)),
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
      run: (i, write) => write('imageDelete', siloImageParams(i)),
      request: (i) => requestPreview('imageDelete', siloImageParams(i)),
    },
  ],
}
