import { useRef, useState } from 'react'
import { uploadWithProgress } from '../../../api/upload'
import { progressOf } from '../../../upload/progress'
import { onProgress, settle, type RepoUploadState } from './repo-upload'
import { useWrite } from '../../../api/writes'

/** The one PUT that uploads a repository; also what "Copy as CLI / API" shows. */
export const repoUploadParams = (file: File) => ({ query: { fileName: file.name }, body: file })

/** Binds the upload to the API: progress, cancel, and the list refreshed afterwards. */
export function useRepoUpload() {
  const [state, setState] = useState<RepoUploadState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  // The upload needs XHR progress, so it cannot go through useWrite; what it reaches is
  // revalidated under the same policy.
  const { revalidate } = useWrite()

  async function run(file: File): Promise<RepoUploadState> {
    const abort = new AbortController()
    controller.current = abort
    let step: 'send' | 'verify' = 'send'
    setState({ status: 'running', step, progress: progressOf(0, file.size) })
    const result = await uploadWithProgress('systemUpdateRepositoryUpload', repoUploadParams(file), {
      signal: abort.signal,
      onProgress: (progress) => {
        const next = onProgress(progress)
        if (next.status === 'running') step = next.step
        setState(next)
      },
    })
    controller.current = null
    const end = settle(result, step)
    setState(end)
    await revalidate(['systemUpdateRepositoryUpload'])
    return end
  }

  return { state, run, cancel: () => controller.current?.abort() }
}
