import { useMemo, useState } from 'react'
import { useQuery } from '../../../api/reads'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { addToast } from '../../../ui/Toast'
import type { ListView } from './list-view'
import {
  deleteView,
  isDefaultView,
  loadViews,
  saveView,
  viewLink,
  viewOf,
  viewSearch,
  type SavedView,
} from './saved-views'

/** localStorage, or nothing where the browser refuses it (a locked-down profile): views are then not kept. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

const copyLink = (saved: SavedView) =>
  navigator.clipboard?.writeText(viewLink(location.origin, location.pathname, saved)).then(
    () => addToast({ content: `Link to “${saved.name}” copied` }),
    () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
  )

/**
 * Above a list: the user's saved views of it, each applied by its button, its menu
 * copying a link that opens the list with the view or deleting it; and "Save view" while the
 * list shows something other than its default view.
 */
export function SavedViews({ list, view, onApply }: { list: string; view: ListView; onApply: (v: ListView) => void }) {
  const me = useQuery('currentUserView', {})
  const user = me.data?.id
  const store = storage()
  const [version, setVersion] = useState(0)
  const views = useMemo(
    () => (user && store ? loadViews(store, user, list) : []),
    // version: re-read after this bar saved or deleted
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the re-read trigger
    [user, store, list, version],
  )
  const [naming, setNaming] = useState<string | null>(null)
  const current = viewSearch(view)
  if (!user || !store) return null
  const canSave = !isDefaultView(view) && !views.some((v) => v.search === current)
  if (views.length === 0 && !canSave) return null
  const save = (name: string) => {
    saveView(store, user, list, name, view)
    setNaming(null)
    setVersion(version + 1)
    addToast({ content: `View “${name}” saved` })
  }
  return (
    <div className="saved-views" role="group" aria-label={`Saved views of ${list.toLowerCase()}`}>
      {views.length > 0 && <span className="muted">Views</span>}
      {views.map((v) => (
        <span key={v.name}>
          <Button size="sm" aria-pressed={v.search === current} onClick={() => onApply(viewOf(v))}>
            {v.name}
          </Button>
          <ActionMenu
            label={`View ${v.name} actions`}
            actions={[
              { label: 'Copy link', onSelect: () => void copyLink(v) },
              {
                label: 'Delete view',
                danger: true,
                onSelect: () => {
                  deleteView(store, user, list, v.name)
                  setVersion(version + 1)
                },
              },
            ]}
          />
        </span>
      ))}
      {canSave && naming === null && (
        <Button size="sm" onClick={() => setNaming('')}>
          Save view
        </Button>
      )}
      {naming !== null && (
        <form
          className="saved-view-form"
          onSubmit={(e) => {
            e.preventDefault()
            if (naming.trim()) save(naming.trim())
          }}
        >
          <label className="saved-view-form">
            View name
            <input
              className="input"
              required
              maxLength={60}
              // the form opened on the user's click: typing goes straight in
              // eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the Save view button the user pressed
              autoFocus
              value={naming}
              onInput={(e) => setNaming((e.target as HTMLInputElement).value)}
              onKeyDown={(e) => e.key === 'Escape' && setNaming(null)}
            />
          </label>
          <Button size="sm" type="submit" variant="primary">
            Save
          </Button>
          <Button size="sm" onClick={() => setNaming(null)}>
            Cancel
          </Button>
        </form>
      )}
    </div>
  )
}
