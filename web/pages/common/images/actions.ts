import type { Image } from '../../../api/generated/types'
import { allows } from '../../../api/permissions'
import { frameWriteRole, type FrameWriteNeed } from '../../../api/roles'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import { createStore } from '../../../ui/store'
import { useConfirmedWrite } from '../actions/use-confirmed-write'
import { deleteEffectText } from '../../../api/rules/delete-effects'
import { roleRequirement, useSiloRole } from '../access/use-role'

/** The silo image whose Demote dialog is open (rendered by <DemoteImageModal />). */
export const demoteTarget = createStore<Image | null>(null)

type ImageDeleteParams = { path: { image: string }; query?: { project: string } }

/** Delete, confirmed: the same for a project image and a silo image but for the call's params. */
const deleteImage = (
  confirm: ReturnType<typeof useConfirmedWrite>,
  image: Image,
  params: ImageDeleteParams,
  after?: () => void,
) =>
  confirm.menuDelete({
    kind: 'image',
    name: image.name,
    extra: deleteEffectText.image,
    method: 'imageDelete',
    params,
    then: () => after?.(),
  })

/** Promoting makes a silo image: a child of the silo's image list, which its (limited) collaborators create. */
const PROMOTE: FrameWriteNeed = { resource: 'siloImageList', action: 'create_child', scope: 'silo' }

/**
 * Why the user may not promote a project image (the project's own write gate says the rest), or
 * undefined; optimistic while the silo role loads or cannot be read, as the frame's gate.
 */
function usePromoteReason(): string | undefined {
  const { role, isLoading, isUnknown } = useSiloRole()
  if (isLoading || isUnknown) return undefined
  return allows(PROMOTE.resource, PROMOTE.action, { inSilo: true, silo: role })
    ? undefined
    : roleRequirement(frameWriteRole(PROMOTE), PROMOTE.scope)
}

/** Project image: promote to the silo (confirmed) or delete (confirmed). */
export function useProjectImageActions(project: string, after?: () => void) {
  const confirm = useConfirmedWrite()
  const promoteReason = usePromoteReason()
  const imagePromoteParams = (image: Image) => ({ path: { image: image.name }, query: { project } })
  const imageDeleteParams = (image: Image) => ({ path: { image: image.name }, query: { project } })
  return (image: Image): MenuAction[] => [
    {
      label: 'Promote',
      disabled: promoteReason,
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
  const confirm = useConfirmedWrite()
  const imageDeleteParams = (image: Image) => ({ path: { image: image.name } })
  return (image: Image): MenuAction[] => [
    // it opens a form that writes: the silo images page's write gate applies
    { label: 'Demote', write: true, onSelect: () => demoteTarget.set(image) },
    deleteImage(confirm, image, imageDeleteParams(image), after),
  ]
}
