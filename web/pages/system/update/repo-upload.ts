/**
 * Uploading a TUF repository archive (PUT /v1/system/update/repositories?file_name=…, raw bytes).
 * Two steps an operator can tell apart: sending the bytes (with progress), then the server
 * unpacking and verifying the archive against the trust roots. A failure names its step.
 */
import type { ApiResult } from '../../../api/http'
import type { TufRepoUpload } from '../../../api/generated/types'
import type { Progress } from '../../../upload/progress'

export const UPLOAD_STEPS = { send: 'Upload archive', verify: 'Verify repository' } as const
export type RepoUploadStep = keyof typeof UPLOAD_STEPS

export type RepoUploadState =
  | { status: 'idle' }
  | { status: 'running'; step: RepoUploadStep; progress: Progress }
  | { status: 'failed'; step: RepoUploadStep; message: string }
  | { status: 'cancelled' }
  | { status: 'done'; result: TufRepoUpload }

/** Archives are zip files; anything else is refused before sending gigabytes. */
export function validateArchive(file: { name: string; size: number } | null): string | undefined {
  if (!file) return 'Repository archive is required'
  if (!/\.zip$/i.test(file.name)) return 'Must be a .zip repository archive'
  if (file.size === 0) return 'The file is empty'
  return undefined
}

/** State after the bytes moved: once all are sent the server is verifying. */
export function onProgress(progress: Progress): RepoUploadState {
  return { status: 'running', step: progress.done >= progress.total ? 'verify' : 'send', progress }
}

/** The end state from the call's result and the step it was in. */
export function settle(result: ApiResult<TufRepoUpload>, step: RepoUploadStep): RepoUploadState {
  if (result.type === 'success') return { status: 'done', result: result.data }
  if (result.type === 'client_error' && result.error.name === 'AbortError') return { status: 'cancelled' }
  // A response (even an error) means every byte arrived: the failure is the server's verification.
  const failedStep: RepoUploadStep = result.statusCode > 0 ? 'verify' : step
  const message =
    result.type === 'error'
      ? result.data.message
      : result.statusCode === 0
        ? 'The connection was lost'
        : result.error.message
  return { status: 'failed', step: failedStep, message: `${UPLOAD_STEPS[failedStep]} failed: ${message}` }
}

export const uploadDoneMessage = (r: TufRepoUpload) =>
  r.status === 'inserted'
    ? `Repository ${r.repo.systemVersion} uploaded`
    : `Repository ${r.repo.systemVersion} was already uploaded`
