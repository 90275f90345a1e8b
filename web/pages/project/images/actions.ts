import type { Image } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmAction, confirmDelete } from '../../../ui/ConfirmDialog'
import { createStore } from '../../../ui/store'
import { addToast } from '../../../ui/Toast'

/** The silo image whose Demote dialog is open (rendered by <DemoteImageModal />). */
export const demoteTarget = createStore<Image | null>(null)

/** Project image: promote to the silo (confirmed) or delete (confirmed). */
export function useProjectImageActions(project: string, after?: () => void) {
  const invalidate = useInvalidate()
  const imagePromoteParams = (image: Image) => ({ path: { image: image.name }, query: { project } })
  const imageDeleteParams = (image: Image) => ({ path: { image: image.name }, query: { project } })
  return (image: Image): MenuAction[] => [
    {
      label: 'Promote',
      request: preview('imagePromote', imagePromoteParams(image)),
      onSelect: () =>
        confirmAction({
          title: 'Promote image',
          content: `Promote image ${image.name} to the silo? Every project in the silo will be able to use it.`,
          actionLabel: 'Promote',
          errorTitle: 'Could not promote image',
          doAction: async () => {
            await callOrThrow('imagePromote', imagePromoteParams(image))
            await invalidate(['imageList', 'imageView'])
            addToast({ content: `Image ${image.name} promoted` })
            after?.()
          },
        }),
    },
    {
      label: 'Delete',
      request: preview('imageDelete', imageDeleteParams(image)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'image',
          name: image.name,
          doDelete: async () => {
            await callOrThrow('imageDelete', imageDeleteParams(image))
            await invalidate(['imageList'])
            addToast({ content: `Image ${image.name} deleted` })
            after?.()
          },
        }),
    },
  ]
}

/** Silo image: demote to a project (picker dialog) or delete (confirmed). */
export function useSiloImageActions(after?: () => void) {
  const invalidate = useInvalidate()
  const imageDeleteParams = (image: Image) => ({ path: { image: image.name } })
  return (image: Image): MenuAction[] => [
    { label: 'Demote', onSelect: () => demoteTarget.set(image) },
    {
      label: 'Delete',
      request: preview('imageDelete', imageDeleteParams(image)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'image',
          name: image.name,
          doDelete: async () => {
            await callOrThrow('imageDelete', imageDeleteParams(image))
            await invalidate(['imageList'])
            addToast({ content: `Image ${image.name} deleted` })
            after?.()
          },
        }),
    },
  ]
}
