import { areas } from '../../routes'
import type { AreaRef, LayoutKind, Params } from '../../routing/types'

type NavItem = { label: string; href: string; area: AreaRef }
export type NavSection = { heading: string; items: NavItem[] }
type Frame = Exclude<LayoutKind, 'public'>

/** Which frames' areas a frame's sidebar lists: inside a project, the silo's too. */
const shown: Record<Frame, Frame[]> = {
  silo: ['silo'],
  project: ['project', 'silo'],
  system: ['system'],
  settings: ['settings'],
}

/**
 * The sidebar of a frame, made from the areas' own declarations (web/routing/area.ts): each area
 * with a `nav` heading, under that heading, in declaration order. Like Cockpit's manifests, the
 * entries are data; an area is in the sidebar exactly when it says so.
 */
function sections(frame: Frame, p: Params): NavSection[] {
  const out: NavSection[] = []
  for (const f of shown[frame]) {
    for (const a of areas) {
      if (a.layout !== f || !a.nav) continue
      let section = out.find((s) => s.heading === a.nav)
      if (!section) out.push((section = { heading: a.nav, items: [] }))
      section.items.push({ label: a.label, href: a.href(p), area: a })
    }
  }
  return out
}

export const navSections: Record<Frame, (p: Params) => NavSection[]> = {
  silo: (p) => sections('silo', p),
  project: (p) => sections('project', p),
  system: (p) => sections('system', p),
  settings: (p) => sections('settings', p),
}
