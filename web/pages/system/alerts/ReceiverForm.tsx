import { useList } from '../../../api/reads'
import { Button } from '../../../ui/Button'
import { TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useShellForm, type FormShellProps } from '../../../ui/use-form'
import { generateSecret, isGlob, matchingClasses, validateReceiver, type ReceiverFormValues } from './subscriptions'

/**
 * Create and edit share this form. Create also takes the first secrets and subscriptions;
 * edit changes only name, description and endpoint (the update call's fields) — secrets and
 * subscriptions are managed on the receiver's page.
 */
export function ReceiverForm({ mode, ...props }: FormShellProps<ReceiverFormValues> & { mode: 'create' | 'edit' }) {
  const form = useShellForm(props, { validate: (v) => validateReceiver(v, mode) })
  const { values: v, setValues, errors, shown } = form
  const classes =
    useList('alertClassList', { query: {} }, { enabled: mode === 'create' }).data?.items.map((c) => c.name) ?? []
  const setRows = (key: 'secrets' | 'subscriptions', rows: (old: string[]) => string[]) =>
    setValues((old) => ({ ...old, [key]: rows(old[key]) }))
  const setAt = (key: 'secrets' | 'subscriptions', i: number, value: string) =>
    setRows(key, (old) => old.map((x, j) => (j === i ? value : x)))
  const removeAt = (key: 'secrets' | 'subscriptions', i: number) => setRows(key, (old) => old.filter((_, j) => j !== i))
  return (
    <SideModalForm docs="alerts" {...form.shell}>
      <NameDescriptionFields form={form} />
      <TextField
        label="Endpoint URL"
        required
        type="url"
        placeholder="https://example.com/hooks"
        {...form.field('endpoint')}
        autoComplete="off"
      />
      {mode === 'create' && (
        <>
          <fieldset className="stack">
            <legend>Secrets</legend>
            <p className="muted">
              Payloads are signed with each secret so the endpoint can verify them. Keep a copy: secrets cannot be read
              back.
            </p>
            {v.secrets.map((s, i) => (
              <div key={i} className="stack" style={{ gap: '.25rem' }}>
                <TextField
                  label={`Secret ${i + 1}`}
                  required={i === 0}
                  value={s}
                  onValue={(x) => setAt('secrets', i, x)}
                  error={shown.secrets?.[i]}
                  autoComplete="off"
                  spellCheck={false}
                />
                <div className="toolbar">
                  <Button size="sm" onClick={() => setAt('secrets', i, generateSecret())}>
                    Generate secret {i + 1}
                  </Button>
                  {v.secrets.length > 1 && (
                    <Button size="sm" onClick={() => removeAt('secrets', i)}>
                      Remove secret {i + 1}
                    </Button>
                  )}
                </div>
              </div>
            ))}
            <div>
              <Button size="sm" onClick={() => setRows('secrets', (old) => [...old, ''])}>
                Add secret
              </Button>
            </div>
          </fieldset>
          <fieldset className="stack">
            <legend>Subscriptions</legend>
            <p className="muted">
              Alert classes to receive. <code>*</code> matches one dot-separated part, <code>**</code> any number:{' '}
              <code>hardware.**</code>.
            </p>
            {v.subscriptions.map((s, i) => (
              <div key={i} className="stack" style={{ gap: '.25rem' }}>
                <TextField
                  label={`Subscription ${i + 1}`}
                  value={s}
                  onValue={(x) => setAt('subscriptions', i, x)}
                  error={shown.subscriptions?.[i]}
                  hint={s.trim() && !errors.subscriptions[i] ? matchHint(s, classes) : undefined}
                  autoComplete="off"
                  list="alert-classes"
                />
                {v.subscriptions.length > 1 && (
                  <div>
                    <Button size="sm" onClick={() => removeAt('subscriptions', i)}>
                      Remove subscription {i + 1}
                    </Button>
                  </div>
                )}
              </div>
            ))}
            <datalist id="alert-classes">
              {classes.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <div>
              <Button size="sm" onClick={() => setRows('subscriptions', (old) => [...old, ''])}>
                Add subscription
              </Button>
            </div>
          </fieldset>
        </>
      )}
    </SideModalForm>
  )
}

/** 'Matches 3 classes: a, b, c' — how a glob reads against the known classes. */
export function matchHint(pattern: string, classes: string[]) {
  const m = matchingClasses(pattern, classes)
  if (!isGlob(pattern) && m.length === 1) return 'A known alert class'
  if (m.length === 0) return 'Matches no known alert class yet'
  return `Matches ${m.length} known class${m.length === 1 ? '' : 'es'}: ${m.join(', ')}`
}
