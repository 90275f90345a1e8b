import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { useApiQuery } from '../../api/hooks'
import { pb } from '../../paths'

/** How many projects the picker asks for; it filters client-side and renders at most MAX_SHOWN matches so thousands stay fast. */
const PICKER_FETCH_LIMIT = 1000
const MAX_SHOWN = 50

export default function ProjectPicker({ current }: { current?: string }) {
  const [, navigate] = useLocation()
  const [query, setQuery] = useState('')
  const projects = useApiQuery('projectList', { query: { limit: PICKER_FETCH_LIMIT } })
  const names = (projects.data?.items ?? []).map((p) => p.name)
  const q = query.trim().toLowerCase()
  const matches = (q ? names.filter((n) => n.toLowerCase().includes(q)) : names).slice(0, MAX_SHOWN)
  return (
    <Combobox
      value={current ?? null}
      onChange={(name: string | null) => {
        if (name) navigate(pb.instances({ project: name }))
      }}
      onClose={() => setQuery('')}
    >
      <ComboboxInput
        className="input"
        style={{ width: '14rem' }}
        aria-label="Switch project"
        placeholder="Select a project"
        displayValue={(n: string | null) => n ?? ''}
        onChange={(e) => setQuery((e.target as HTMLInputElement).value)}
      />
      <ComboboxOptions anchor="bottom start" className="combobox-options">
        {matches.length === 0 && <div className="combobox-option">{projects.isLoading ? 'Loading…' : 'No matching projects'}</div>}
        {matches.map((n) => (
          <ComboboxOption key={n} value={n} className="combobox-option">
            {n}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </Combobox>
  )
}
