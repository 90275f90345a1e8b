import { rowShortcuts } from '../../api/rules/row-shortcuts'
import { keyHint } from '../../ui/key-hint'
import { Modal } from '../../ui/Modal'

/** Every shortcut, as listed in the `?` sheet; keep in step with shortcuts.tsx. */
const SHORTCUTS: [keys: string, what: string][] = [
  ['?', 'Show this list'],
  ['Ctrl K', 'Quick actions'],
  ['/', 'Focus the list filter'],
  ['c', 'Create (the page’s New … action)'],
  ['g i', 'Go to instances (current project)'],
  ['g d', 'Go to disks (current project)'],
  ['g v', 'Go to VPCs (current project)'],
  ['g p', 'Go to projects'],
  ['g s', 'Go to system silos'],
  ...rowKeys(),
]

/**
 * The row keys from the rules table, one line per key: 'Stop the focused instance's row', 'Delete the
 * focused row (instance, disk, snapshot, VPC)'. Made from the table so the sheet cannot miss one.
 */
export function rowKeys(): [keys: string, what: string][] {
  const byKey = new Map<string, { action: string; kinds: string[] }>()
  for (const [kind, keys] of Object.entries(rowShortcuts)) {
    for (const [action, key] of Object.entries(keys)) {
      const line = byKey.get(key) ?? { action, kinds: [] }
      line.kinds.push(kind === 'vpc' ? 'VPC' : kind)
      byKey.set(key, line)
    }
  }
  return [...byKey].map(([key, { action, kinds }]) => [keyHint(key), `${action} the focused row (${kinds.join(', ')})`])
}

export default function ShortcutsSheet({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Keyboard shortcuts">
      <table className="table" aria-label="Keyboard shortcuts">
        <tbody>
          {SHORTCUTS.map(([keys, what]) => (
            <tr key={keys}>
              <td>
                {keys.split(' ').map((k, i) => (
                  <kbd key={i}>{k}</kbd>
                ))}
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  )
}
