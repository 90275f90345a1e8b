import { useEffect, useState } from 'react'

/** the rules: constants: copy feedback lasts 2 s. */
const COPY_FEEDBACK_MS = 2000

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
    return () => clearTimeout(t)
  }, [copied])
  return (
    <button
      type="button"
      className="btn btn-sm btn-ghost"
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }}
    >
      {copied ? 'Copied' : label}
      <span className="visually-hidden" aria-live="polite">
        {copied ? ' to clipboard' : ''}
      </span>
    </button>
  )
}
