import { Button } from './Button'
import { CopyButton } from './CopyButton'
import { apiText, type RequestPreviewItem } from './CopyRequest'
import { Modal } from './Modal'
import { TerraformBlock } from './TerraformDialog'

/** Per request: the oxide command and the raw HTTP request, each with a copy button. */
export function RequestPreviewList({ items }: { items: RequestPreviewItem[] }) {
  return (
    <div className="request-preview">
      {items.length === 0 && <p>No action here sends a request.</p>}
      {items.map((item, i) => {
        const name = item.label ?? ''
        return (
          <section key={`${i}-${name}`} aria-label={name || undefined}>
            {item.label && <h3>{item.label}</h3>}
            {item.note && <p className="request-note">Not available now: {item.note}</p>}
            <div className="request-block">
              <div className="request-block-head">
                <span>CLI</span>
                <CopyButton text={item.request.cli} label={name ? `Copy ${name} CLI command` : 'Copy CLI command'} />
              </div>
              <pre aria-label={name ? `${name} CLI command` : 'CLI command'}>{item.request.cli}</pre>
            </div>
            <div className="request-block">
              <div className="request-block-head">
                <span>API</span>
                <CopyButton
                  text={apiText(item.request)}
                  label={name ? `Copy ${name} API request` : 'Copy API request'}
                />
              </div>
              <pre aria-label={name ? `${name} API request` : 'API request'}>
                <strong>{item.request.method}</strong> {item.request.url}
                {item.request.body ? `\n\n${item.request.body}` : ''}
              </pre>
            </div>
            {item.request.terraform && <TerraformBlock load={item.request.terraform} />}
          </section>
        )
      })}
    </div>
  )
}

/** The "Copy as CLI / API" dialog, loaded on first use (see CopyRequest.tsx). */
export default function RequestPreviewDialog({
  title,
  items,
  onClose,
}: {
  title: string
  items: RequestPreviewItem[]
  onClose: () => void
}) {
  return (
    <Modal open onClose={onClose} title={title} width="free">
      <RequestPreviewList items={items} />
      <div className="form-actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  )
}
