import { lazy, Suspense, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useQuery } from '../../api/reads'
import { to } from '../../urls'
import type { AreaRef, Crumb, LayoutKind, Params } from '../../routing/types'
import { Link } from '../../ui/Link'
import { Breadcrumbs } from './Breadcrumbs'
import { navSections } from './nav'
import { Sidebar } from './Sidebar'
import { UserMenu } from './UserMenu'
import { QuickActions } from './QuickActions'
import { Shortcuts } from './shortcuts'
import { ActivityHost } from './ActivityHost'
import { WriteGate } from '../../ui/write-gate'
import { useDeferredReady, wakeProps } from '../../ui/deferred'
import { useFrameWriteGate } from './write-gate'
import { useBrowserClaim } from '../common/activity/browser-claim'

// The combobox (with its virtual list) is not needed for first paint: load it after.
const ProjectPicker = lazy(() => import('./ProjectPicker'))

/**
 * The project picker (a headlessui combobox) once the page is idle or the user reaches for it
 * (web/ui/deferred.ts); until then the current project's name, in the same place.
 */
function ProjectSwitcher({ current }: { current?: string }) {
  const ready = useDeferredReady()
  const standIn = (
    <span className="muted" {...wakeProps}>
      {current ?? ''}
    </span>
  )
  if (!ready) return standIn
  return (
    <Suspense fallback={standIn}>
      <ProjectPicker current={current} />
    </Suspense>
  )
}

/**
 * Where the person is: their silo, or the system (the fleet) for an operator. An operator gets both as
 * a two-way switch with the current one marked; anyone else only sees the silo's name.
 */
function ModeSwitch({ system, siloName, operator }: { system: boolean; siloName?: string; operator: boolean }) {
  const silo = (
    <>
      <span className="mode-kind">Silo</span> {siloName ?? ''}
    </>
  )
  if (!operator) return <span className="mode-silo muted">{siloName ?? ''}</span>
  return (
    <nav className="mode-switch" aria-label="Mode">
      <Link href={to.projects()} aria-current={system ? undefined : 'true'}>
        {silo}
      </Link>
      <Link href={to.silos()} aria-current={system ? 'true' : undefined}>
        System
      </Link>
    </nav>
  )
}

/** The signed-in frame: top bar, sidebar for the area, breadcrumbs, main content. */
export function Shell({
  kind,
  params,
  crumbs,
  area,
  children,
}: {
  kind: Exclude<LayoutKind, 'public'>
  params: Params
  crumbs: Crumb[]
  /** The area the page belongs to: its sidebar item is the current one. */
  area?: AreaRef
  children: ReactNode
}) {
  const me = useQuery('currentUserView', {})
  // whoever signed in, however they did: what another user left in this browser goes
  useBrowserClaim(me.data)
  const isOperator = me.data?.fleetViewer ?? false
  const [path] = useLocation()
  const writeGate = useFrameWriteGate(kind, params.project, path)
  return (
    <div className="shell">
      <header className="topbar">
        <Link className="brand" href={to.projects()}>
          Rack Console
        </Link>
        <ModeSwitch system={kind === 'system'} siloName={me.data?.siloName} operator={isOperator} />
        {kind !== 'system' && <ProjectSwitcher current={params.project} />}
        <span className="spacer" />
        <QuickActions project={params.project} />
        <UserMenu />
      </header>
      <Shortcuts project={params.project} />
      <Sidebar sections={navSections[kind](params)} current={area} />
      <main id="main" className="content" tabIndex={-1}>
        <Breadcrumbs crumbs={crumbs} />
        <WriteGate reason={writeGate}>{children}</WriteGate>
      </main>
      <ActivityHost />
    </div>
  )
}
