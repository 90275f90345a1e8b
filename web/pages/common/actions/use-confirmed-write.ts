/**
 * A write that asks first, for dialogs and row actions (the style rules): confirms, runs the write through
 * useWrite (so invalidation follows the one policy, docs/CONTRACTS.md "Writes"), then toasts.
 * A failed write keeps the dialog's own error toast (errorTitle + the catalogue message, the rules: screens).
 */
import type { ReactNode } from 'react'
import type { ApiMethod, DataOf, ParamsOf } from '../../../api/client'
import { preview } from '../../../api/request-preview'
import { useWrite, type Write } from '../../../api/writes'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmAction, confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast, type ToastOptions } from '../../../ui/Toast'

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

export function useConfirmedWrite() {
  const write = useWrite()
  const { revalidate } = write
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
  const confirmed = {
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
  return {
    ...confirmed,
    /**
     * A row's Delete, confirmed first: the call's params are given once, so the dialog's write and the
     * menu's Copy as CLI / API preview cannot differ. The toast says '<Kind> <name> deleted' unless
     * `success` says otherwise; `disabled` (with its reason) and `shortcut` are the menu item's.
     */
    menuDelete: <M extends ApiMethod>({
      shortcut,
      disabled,
      ...o
    }: {
      kind: string
      name: string
      extra?: ReactNode
      /** Why the server would refuse this delete as things stand, read as the dialog opens (a hook). */
      useRefusal?: () => string | undefined
      method: M
      params: ParamsOf<M>
      success?: string
      then?: () => unknown
    } & Pick<MenuAction, 'shortcut' | 'disabled'>): MenuAction => ({
      label: 'Delete',
      danger: true,
      ...(shortcut && { shortcut }),
      ...(disabled !== undefined && { disabled }),
      request: preview(o.method, o.params),
      onSelect: () =>
        confirmed.confirmDelete({
          ...o,
          success: o.success ?? `${o.kind[0].toUpperCase()}${o.kind.slice(1)} ${o.name} deleted`,
        }),
    }),
    /**
     * A row action that asks first, then makes one call (Remove a range, Unlink a pool, Clear a port's
     * settings), its params given once for the write and the preview. The dialog's button says what the
     * menu item said; a `danger` action is red in both. A Delete is `menuDelete`.
     */
    menuAction: <M extends ApiMethod>(o: {
      label: string
      /** The dialog's title, where it says more than the menu's label ('Unlink pool'). */
      title?: string
      content: ReactNode
      errorTitle: string
      danger?: boolean
      /** Why the action cannot run now (the rules tables' reason). */
      disabled?: MenuAction['disabled']
      method: M
      params: ParamsOf<M>
      success: string
    }): MenuAction => ({
      label: o.label,
      ...(o.danger && { danger: true }),
      ...(o.disabled !== undefined && { disabled: o.disabled }),
      request: preview(o.method, o.params),
      onSelect: () =>
        confirmed.confirmAction({
          title: o.title ?? o.label,
          content: o.content,
          actionLabel: o.label,
          danger: o.danger,
          errorTitle: o.errorTitle,
          method: o.method,
          params: o.params,
          success: o.success,
        }),
    }),
  }
}
