/**
 * Confirm-then-mutate for dialogs and row actions (the style rules): confirms, runs the write through
 * useApiWrite (so invalidation follows the one policy, docs/CONTRACTS.md "Writes"), then toasts.
 * A failed write keeps the dialog's own error toast (errorTitle + the catalogue message, the rules: screens).
 */
import type { ReactNode } from 'react'
import type { ApiMethod, DataOf, ParamsOf } from '../../api/client'
import { useApiWrite, useRevalidateAfter, type Write } from '../../api/hooks'
import { confirmAction, confirmDelete } from '../../ui/ConfirmDialog'
import { addToast, type ToastOptions } from '../../ui/Toast'

/**
 * One write (`method` + `params`, the same object the Copy as CLI / API preview shows), or
 * `steps` for a multi-call change (a read-modify-write) whose writes each go through `write`.
 * It ends with a toast (text or options) and/or a follow-up (navigate).
 */
type Outcome<M extends ApiMethod, R> = (
  | { method: M; params: ParamsOf<M>; steps?: never }
  | { steps: (write: Write) => Promise<R>; method?: never; params?: never }
) & {
  /** The toast; a function of the result when it names what came back (a count, a name). */
  success?: Toast | ((data: R) => Toast)
  then?: (data: R) => unknown
}

type Toast = string | ToastOptions

const toast = (success: Toast | undefined) => {
  if (success !== undefined) addToast(typeof success === 'string' ? { content: success } : success)
}

export function useConfirmMutation() {
  const write = useApiWrite()
  const revalidate = useRevalidateAfter()
  /**
   * Writes, runs `then` (often navigating away from what was deleted), then revalidates what the
   * writes reach, and toasts once the screen is fresh. Revalidating after `then` keeps a deleted
   * resource's own page from refetching into a 404 before it is left.
   */
  const finish = async <M extends ApiMethod, R = DataOf<M>>({
    method,
    params,
    steps,
    success,
    then,
  }: Outcome<M, R>) => {
    const written: ApiMethod[] = []
    const recording: Write = (m, p) => {
      written.push(m)
      return write(m, p, { invalidate: false })
    }
    let data: R
    try {
      data = (steps ? await steps(recording) : await recording(method as M, params as ParamsOf<M>)) as R
      await then?.(data)
    } finally {
      // also after a failure: a multi-step change may have partly landed
      await revalidate(written)
    }
    toast(typeof success === 'function' ? success(data) : success)
  }
  return {
    /** Any write without a dialog (multi-step flows); rejects with ApiErrorThrown. */
    write,
    /** Runs a write now; success toasts, failure toasts `errorTitle` with the message. */
    run: async <M extends ApiMethod, R = DataOf<M>>(outcome: Outcome<M, R> & { errorTitle: string }) => {
      try {
        await finish(outcome)
      } catch (e) {
        addToast({ variant: 'error', title: outcome.errorTitle, content: (e as Error).message })
      }
    },
    confirmAction: <M extends ApiMethod, R = DataOf<M>>(
      options: Outcome<M, R> & {
        title: string
        content: ReactNode
        actionLabel: string
        errorTitle: string
        danger?: boolean
      },
    ) => {
      const { title, content, actionLabel, errorTitle, danger } = options
      confirmAction({ title, content, actionLabel, errorTitle, danger, doAction: () => finish(options) })
    },
    confirmDelete: <M extends ApiMethod, R = DataOf<M>>(
      options: Outcome<M, R> & {
        kind: string
        name: string
        extra?: ReactNode
        useRefusal?: () => string | undefined
      },
    ) => {
      const { kind, name, extra, useRefusal } = options
      confirmDelete({ kind, name, extra, useRefusal, doDelete: () => finish(options) })
    },
  }
}
