import { Modal } from '../../ui/Modal'

/** Every shortcut, as listed in the `?` sheet; keep in step with shortcuts.tsx. */
export const SHORTCUTS: [keys: string, what: string][] = [
  ['?', 'Show this list'],
  ['Ctrl K', 'Quick actions'],
  ['/', 'Focus the list filter'],
  ['c', 'Create (the page’s New … action)'],
  ['g i', 'Go to instances (current project)'],
  ['g d', 'Go to disks (current project)'],
  ['g v', 'Go to VPCs (current project)'],
  ['g p', 'Go to projects'],
  ['g s', 'Go to system silos'],
]

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
