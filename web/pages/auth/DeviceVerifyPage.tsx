import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useLocation } from 'wouter'
import { useWrite } from '../../api/writes'
import { to } from '../../urls'
import { Button } from '../../ui/Button'
import { DocsLink } from '../../ui/DocsLink'
import {
  DEVICE_CODE_DASH_AFTER,
  DEVICE_CODE_INVALID,
  DEVICE_CODE_LENGTH,
  formatDeviceCode,
  normalizeDeviceCode,
} from '../../util/validate'

const EMPTY = Array.from({ length: DEVICE_CODE_LENGTH }, () => '')

/** the rules: screens device page: one letter per box, uppercased, a dash shown after index 3. */
export default function DeviceVerifyPage() {
  const [, navigate] = useLocation()
  const [letters, setLetters] = useState<string[]>(EMPTY)
  const [done, setDone] = useState(false)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const confirm = useWrite('deviceAuthConfirm', {
    onSuccess: () => {
      setDone(true)
      navigate(to.deviceSuccess())
    },
  })
  // The page exists to take the code: the first box has focus so it can be typed at once
  // (an autofocus attribute is ignored on a client-rendered route).
  useEffect(() => boxes.current[0]?.focus(), [])
  const code = letters.join('')
  const complete = code.length === DEVICE_CODE_LENGTH

  const fill = (start: number, text: string) => {
    const chars = normalizeDeviceCode(text).split('')
    if (chars.length === 0) return
    const next = [...letters]
    chars.slice(0, DEVICE_CODE_LENGTH - start).forEach((c, i) => (next[start + i] = c))
    setLetters(next)
    boxes.current[Math.min(start + chars.length, DEVICE_CODE_LENGTH - 1)]?.focus()
  }
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !letters[i] && i > 0) {
      const next = [...letters]
      next[i - 1] = ''
      setLetters(next)
      boxes.current[i - 1]?.focus()
      e.preventDefault()
    } else if (e.key === 'ArrowLeft' && i > 0) boxes.current[i - 1]?.focus()
    else if (e.key === 'ArrowRight' && i < DEVICE_CODE_LENGTH - 1) boxes.current[i + 1]?.focus()
  }
  return (
    <div className="card" style={{ textAlign: 'center' }}>
      <h1>Device Authentication</h1>
      <p id="device-prompt">Enter the code shown on your device</p>
      <p>
        <DocsLink topic="deviceLogin" />
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (complete && !confirm.pending && !done) confirm.submit({ body: { userCode: formatDeviceCode(code) } })
        }}
      >
        <div className="code-boxes" role="group" aria-labelledby="device-prompt">
          {letters.map((l, i) => (
            <span key={i} style={{ display: 'contents' }}>
              <input
                ref={(el) => {
                  boxes.current[i] = el
                }}
                value={l}
                aria-label={`Character ${i + 1} of ${DEVICE_CODE_LENGTH}`}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={DEVICE_CODE_LENGTH}
                onKeyDown={(e) => onKeyDown(i, e)}
                onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
                  e.preventDefault()
                  fill(i, e.clipboardData.getData('text'))
                }}
                onInput={(e) => {
                  const input = e.target as HTMLInputElement
                  const typed = normalizeDeviceCode(input.value)
                  if (!typed) {
                    const next = [...letters]
                    next[i] = ''
                    setLetters(next)
                    input.value = ''
                    return
                  }
                  // A box holds one letter; typing over it keeps the newest, extra letters flow on.
                  fill(i, typed.length > 1 && typed.startsWith(l) ? typed.slice(1) : typed)
                }}
              />
              {i === DEVICE_CODE_DASH_AFTER && (
                <span className="dash" aria-hidden="true">
                  –
                </span>
              )}
            </span>
          ))}
        </div>
        {confirm.error && (
          <p className="field-error" role="alert">
            {DEVICE_CODE_INVALID}
          </p>
        )}
        <Button type="submit" variant="primary" loading={confirm.pending} disabled={!complete || done}>
          Log in on device
        </Button>
      </form>
    </div>
  )
}
