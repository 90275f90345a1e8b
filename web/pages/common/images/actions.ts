import type { Image } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import { createStore } from '../../../ui/store'
import { useConfirmMutation } from '../use-confirm-mutation'
import { deleteAction } from '../fields/delete-action'

/** The silo image whose Demote dialog is open (rendered by <DemoteImageModal />). */
export const demoteTarget = createStore<Image | null>(null)

type ImageDeleteParams = { path: { image: string }; query?: { project: string } }

/** Delete, confirmed: the same for a project image and a silo image but for the call's params. */
const deleteImage = (
  confirm: ReturnType<typeof useConfirmMutation>,
  image: Image,
  params: ImageDeleteParams,
  after?: () => void,
) => deleteAction(confirm, { kind: 'image', name: image.name, method: 'imageDelete', params, then: () => after?.() })

/** Project image: promote to the silo (confirmed) or delete (confirmed). */
export function useProjectImageActions(project: string, after?: () => void) {
  const confirm = useConfirmMutation()
  const imagePromoteParams = (image: Image) => ({ path: { image: image.name }, query: { project } })
  const imageDeleteParams = (image: Image) => ({ path: { image: image.name }, query: { project } })
  return (image: Image): MenuAction[] => [
    {
      label: 'Promote',
      request: preview('imagePromote', imagePromoteParams(image)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Promote image',
          content: `Promote image ${image.name} to the silo? Every project in the silo will be able to use it.`,
          actionLabel: 'Promote',
          errorTitle: 'Could not promote image',
          method: 'imagePromote',
          params: imagePromoteParams(image),
          success: `Image ${image.name} promoted`,
          then: () => after?.(),
        }),
    },
    deleteImage(confirm, image, imageDeleteParams(image), after),
  ]
}

/** Silo image: demote to a project (picker dialog) or delete (confirmed). */
export function useSiloImageActions(after?: () => void) {
  const confirm = useConfirmMutation()
  const imageDeleteParams = (image: Image) => ({ path: { image: image.name } })
  return (image: Image): MenuAction[] => [
    { label: 'Demote', onSelect: () => demoteTarget.set(image) },
    deleteImage(confirm, image, imageDeleteParams(image), after),
  ]
}
