import { useState } from 'react'
import { downloadBlob, headSize } from '../../../api/download'
import { addToast } from '../../../ui/Toast'
import { formatBytes } from '../../../util/format'

type Target = { bundleId: string; file?: string }

/**
 * Download the whole bundle or one file: HEAD first for the size (shown while it transfers
 * and in the result), then GET as a Blob saved under the file's name.
 */
export function useBundleDownload() {
  const [busy, setBusy] = useState<string | null>(null)
  async function download({ bundleId, file }: Target, saveAs: string) {
    const key = file ?? ''
    setBusy(key)
    try {
      const head = file
        ? await headSize('supportBundleHeadFile', { path: { bundleId, file } })
        : await headSize('supportBundleHead', { path: { bundleId } })
      if (head.type !== 'success') throw new Error(head.type === 'error' ? head.data.message : head.error.message)
      const size = head.data
      const got = file
        ? await downloadBlob('supportBundleDownloadFile', { path: { bundleId, file } }, saveAs)
        : await downloadBlob('supportBundleDownload', { path: { bundleId } }, saveAs)
      if (got.type !== 'success') throw new Error(got.type === 'error' ? got.data.message : got.error.message)
      addToast({ content: `Downloaded ${saveAs} (${formatBytes(size ?? got.data.size)})` })
    } catch (e) {
      addToast({ variant: 'error', title: `Could not download ${saveAs}`, content: (e as Error).message })
    } finally {
      setBusy(null)
    }
  }
  return { download, busy }
}
