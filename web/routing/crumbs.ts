import { to } from '../urls'
import type { Crumb, Params } from './types'

/** Shared breadcrumb trails so every area's titles read the same way. */
export const siloCrumbs = (...rest: Crumb[]): Crumb[] => [{ label: 'Projects', href: to.projects() }, ...rest]

export const projectCrumbs = (p: Params, ...rest: Crumb[]): Crumb[] =>
  siloCrumbs({ label: p.project, href: to.project({ project: p.project }) }, ...rest)

export const systemCrumbs = (...rest: Crumb[]): Crumb[] => [{ label: 'System' }, ...rest]

export const settingsCrumbs = (...rest: Crumb[]): Crumb[] => [{ label: 'Settings', href: to.profile() }, ...rest]
