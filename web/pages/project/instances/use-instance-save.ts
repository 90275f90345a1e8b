import { useState } from 'react'
import type { Instance } from '../../../api/generated/types'
import { instanceShape } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { useDocumentSave } from '../../../api/document-save'
import { addToast } from '../../../ui/Toast'
import { updateBody } from './sizes'

/**
 * instanceUpdate replaces every setting at once, so each form here saves only the settings it
 * changed, on the instance as it is now: a resize keeps a boot disk or auto-restart
 * policy someone else set meanwhile, and the same setting changed by both is shown, not overwritten.
 * `opened` is the instance as the form opened (polling refreshes `instance` under it). Anything
 * that sets instance settings (the boot disk from the storage tab too) saves through here.
 */
export function useInstanceSave(project: string, instance: Instance, done: (i: Instance) => string) {
  // the base of the next save: the instance as the form opened, then as this user last saved it (a
  // tab stays open after a save, and its next change must not be taken for someone else's)
  const [opened, setOpened] = useState(instance)
  const at = { path: { instance: instance.name }, query: { project } }
  // one builder for the put and its preview
  const params = (i: Instance) => ({ ...at, body: updateBody(i, {}) })
  const saver = useDocumentSave({
    read: () => readOnce('instanceView', at),
    shape: instanceShape,
    method: 'instanceUpdate',
    params,
    onSaved: (i: Instance) => {
      setOpened(i)
      addToast({ content: done(i) })
    },
    onKept: (fresh) => {
      setOpened(fresh)
      addToast({ content: 'Nothing saved: the other change was kept' })
    },
  })
  return {
    ...saver,
    /** Saves the patch; settles with whether it was made (a form keeps its draft until then). */
    save: (patch: Partial<Instance>) => saver.submit(instanceShape(opened, { ...opened, ...patch })),
    /** The request a save of this patch sends, on the instance as last read. */
    request: (patch: Partial<Instance>) => requestPreview('instanceUpdate', params({ ...instance, ...patch })),
  }
}
