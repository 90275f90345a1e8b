import { useEffect, type ReactNode } from 'react'
import { Link } from './Link'
import { createStore, useStore } from './store'

/** the rules: constants: toasts dismiss after 5 s, errors after 15 s. */
export const TOAST_TIMEOUT_MS = 5000
export const ERROR_TOAST_TIMEOUT_MS = 15000

type ToastVariant = 'success' | 'error' | 'info'
export type ToastOptions = {
  variant?: ToastVariant
  title?: string
  content: ReactNode
  /** ms; null keeps the toast until dismissed */
  timeout?: number | null
  cta?: { text: string; link: string }
}
type ToastEntry = ToastOptions & { id: number }

const toasts = createStore<ToastEntry[]>([])
let nextId = 1

export function addToast(options: ToastOptions) {
  const id = nextId++
  toasts.set([...toasts.get(), { ...options, id }])
  return id
}

export function removeToast(id: number) {
  toasts.set(toasts.get().filter((t) => t.id !== id))
}

export function toastTimeout(t: ToastOptions) {
  if (t.timeout !== undefined) return t.timeout
  return t.variant === 'error' ? ERROR_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS
}

function ToastItem({ toast }: { toast: ToastEntry }) {
  const timeout = toastTimeout(toast)
  useEffect(() => {
    if (timeout === null) return
    const t = setTimeout(() => removeToast(toast.id), timeout)
    return () => clearTimeout(t)
  }, [toast.id, timeout])
  const variant = toast.variant ?? 'success'
  return (
    <div className={`toast toast-${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      <div className="title">{toast.title ?? (variant === 'error' ? 'Error' : 'Success')}</div>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        aria-label="Dismiss notification"
        onClick={() => removeToast(toast.id)}
      >
        ×
      </button>
      <div className="body">{toast.content}</div>
      {toast.cta && (
        <div className="body">
          <Link href={toast.cta.link}>{toast.cta.text}</Link>
        </div>
      )}
    </div>
  )
}

export function Toaster() {
  const list = useStore(toasts)
  return (
    <div className="toasts" aria-live="polite">
      {list.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  )
}
