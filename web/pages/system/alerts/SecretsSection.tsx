import { useState } from 'react'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation, useApiQuery } from '../../../api/hooks'
import type { WebhookSecret } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { CopyButton } from '../../../ui/CopyButton'
import { TextField } from '../../../ui/Field'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { Spinner } from '../../../ui/Spinner'
import { Table, type Column } from '../../../ui/Table'
import { useFormState } from '../../../ui/use-form'
import { formatDateTime } from '../../../util/time'
import { generateSecret, validateSecret } from './subscriptions'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { ErrorBox } from '../../../ui/ErrorBox'

const LAST_SECRET = 'A receiver needs at least one secret; add another first'

/**
 * Signing secrets: listed by ID only (the server never returns a value). A new one is shown
 * once, right after it is added, so the operator can configure the endpoint with it.
 */
export function SecretsSection({ receiver }: { receiver: string }) {
  const list = useApiQuery('webhookSecretsList', { query: { receiver } })
  const [adding, setAdding] = useState(false)
  const [shown, setShown] = useState<string | null>(null)
  const confirm = useConfirmMutation()
  const secrets = list.data?.secrets ?? []
  const remove = (s: WebhookSecret) =>
    confirm.confirmDelete({
      kind: 'secret',
      name: s.id,
      extra: 'Payloads are no longer signed with it.',
      method: 'webhookSecretsDelete',
      params: { path: { secretId: s.id } },
      success: 'Secret deleted',
    })
  const columns: Column<WebhookSecret>[] = [
    { header: 'Secret ID', cell: (s) => <code>{s.id}</code> },
    { header: 'Created', cell: (s) => formatDateTime(s.timeCreated) },
    {
      header: 'Delete',
      cell: (s) => (
        <Button
          write
          size="sm"
          aria-label={`Delete secret ${s.id}`}
          disabledReason={secrets.length <= 1 && LAST_SECRET}
          onClick={() => remove(s)}
        >
          Delete
        </Button>
      ),
    },
  ]
  return (
    <section aria-labelledby="secrets-heading">
      <div className="toolbar">
        <h2 id="secrets-heading" className="grow">
          Secrets
        </h2>
        <Button write onClick={() => setAdding(true)}>
          Add secret
        </Button>
      </div>
      {list.error && <ErrorBox>{list.error.message}</ErrorBox>}
      {!list.data && !list.error ? (
        <Spinner label="Loading secrets" />
      ) : (
        <Table label="Secrets" columns={columns} rows={secrets} rowKey={(s) => s.id} />
      )}
      {adding && (
        <AddSecretModal
          receiver={receiver}
          onClose={() => setAdding(false)}
          onAdded={(value) => {
            setAdding(false)
            setShown(value)
          }}
        />
      )}
      {shown && (
        <Modal open onClose={() => setShown(null)} title="Secret added">
          <p>This is the only time the secret is shown. Configure the endpoint with it now.</p>
          <p>
            <code aria-label="New secret value" style={{ overflowWrap: 'anywhere' }}>
              {shown}
            </code>{' '}
            <CopyButton text={shown} label="Copy secret" />
          </p>
          <div className="form-actions">
            <Button variant="primary" onClick={() => setShown(null)}>
              Done
            </Button>
          </div>
        </Modal>
      )}
    </section>
  )
}

function AddSecretModal({
  receiver,
  onClose,
  onAdded,
}: {
  receiver: string
  onClose: () => void
  onAdded: (value: string) => void
}) {
  const add = useApiMutation('webhookSecretsAdd', { onSuccess: (_, sent) => onAdded(sent.body.secret) })
  const params = (secret: string) => ({ query: { receiver }, body: { secret } })
  // Named `secret`, so an expired session never keeps it (web/util/drafts.ts).
  const form = useFormState({
    initial: () => ({ secret: generateSecret() }),
    validate: (v) => ({ secret: validateSecret(v.secret) }),
    sent: (v) => v.secret,
    onSubmit: (secret: string) => add.mutate(params(secret)),
    request: (secret) => requestPreview('webhookSecretsAdd', params(secret)),
  })
  return (
    <Modal open onClose={() => !add.pending && onClose()} title="Add secret">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <FormErrors errors={add.error ? [add.error.message] : []} />
        <TextField
          label="Secret value"
          required
          {...form.field('secret')}
          autoComplete="off"
          spellCheck={false}
          hint="A random value is filled in; you may paste your own."
        />
        <div className="form-actions">
          <CopyRequestButton title="Add secret: CLI / API" request={() => form.request?.()} />
          <Button onClick={() => form.set('secret')(generateSecret())}>Generate another</Button>
          <Button onClick={onClose} disabled={add.pending}>
            Cancel
          </Button>
          <Button write type="submit" variant="primary" loading={add.pending}>
            Add secret
          </Button>
        </div>
      </form>
    </Modal>
  )
}
