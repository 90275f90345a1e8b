/*
 * SPEC §4's action tables pasted as text ('| start | stopped, failed |'), read into
 * action key -> states, so the rules tests compare the module's tables with the spec's
 * words rather than with themselves.
 */

// SPEC wording -> our action key
const actionKey: Record<string, string> = {
  'update boot disk': 'updateBootDisk',
  'detach disk': 'detachDisk',
  'attach disk': 'attachDisk',
  'update network interface': 'updateNic',
  'serial console': 'serialConsole',
  'add to affinity group': 'addToAffinityGroup',
  'set as boot disk': 'setAsBootDisk',
}

export function parseSpecTable(md: string): Map<string, string[]> {
  const rows = new Map<string, string[]>()
  for (const line of md.trim().split('\n')) {
    const [action, states] = line
      .split('|')
      .slice(1, 3)
      .map((c) => c.trim())
    rows.set(actionKey[action] ?? action, states.split(', '))
  }
  return rows
}

/** 'running default; stopped neutral' (SPEC §4 "Badge colours") -> { running: 'default', stopped: 'neutral' } */
export const parseSpecColors = (s: string) => Object.fromEntries(s.split('; ').map((pair) => pair.split(' ')))
