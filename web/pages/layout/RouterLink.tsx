import { useRef, type MouseEvent, type PointerEvent } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { matchHref, preloadRoute, resolveRedirects } from '../../routes'
import { navigateWhenStarted } from '../../routing/pending-navigation'
import { useRouteStarter, type StartedRoute } from '../../routing/route-data'
import type { LinkComponent } from '../../ui/Link'

/** A click or press the browser handles itself: another button, or a key that opens a tab or window. */
const browserClick = (e: MouseEvent) => e.button !== 0 || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey
/** A press that becomes a navigation here: the primary pointer, and no click the browser keeps. */
const navigatingPress = (e: PointerEvent) => e.isPrimary && !browserClick(e)
/** An address of another origin or scheme (mailto:, https://docs…): the browser goes there. */
const elsewhere = (href: string) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)

/**
 * The app's links (web/ui/Link's provider): plain anchors that navigate within the page. They do
 * not read the location: wouter's Link and the useLocation that gave its navigate subscribed each
 * link to it, so a click re-rendered every link on the page, the sidebar's included, before the
 * new page. A link fetches the code of the page it leads to when the user points at
 * it or tabs to it, so the click that follows waits less for that code, and for the chunks it
 * imports, one round after the other; pressed, it starts the page's reads as well. Pages whose
 * next click is likely fetch it ahead themselves once idle (the instances list: an instance, the
 * create form); fetching every link's page on idle competed with slow pages still loading.
 */
export const RouterLink: LinkComponent = (props) => {
  const { href, children, onPointerEnter, onPointerDown, onFocus, onClick } = props
  const startRoute = useRouteStarter()
  // the route its last press started, for the click that follows to wait on
  const pressed = useRef<StartedRoute | undefined>(undefined)
  const start = () => {
    const match = matchHref(href)
    return match && !match.route.redirect ? startRoute(match.route, match.params) : undefined
  }
  return (
    <a
      {...props}
      href={href}
      // A link to a redirect (an instance: its storage tab) goes straight where it leads:
      // the redirect's route renders no frame, so passing through it tore the frame down and built it
      // again. The address shown and opened in a new tab stays the link's own. The page renders
      // once the reads its press started have answered, for a moment at most (navigateWhenStarted);
      // a click with no press before it (a keyboard's Enter) goes at once, its reads sent as it renders.
      onClick={(e) => {
        if (browserClick(e)) return
        onClick?.(e)
        if (e.defaultPrevented || props.target || elsewhere(href)) return
        e.preventDefault()
        const started = pressed.current
        pressed.current = undefined
        navigateWhenStarted(resolveRedirects(href), started, navigate)
      }}
      onPointerEnter={(e) => {
        preloadRoute(href)
        onPointerEnter?.(e)
      }}
      // Pressed, the link starts its page's reads too: they leave with the press, a
      // human's 100 ms or so before the click, and the click's render no longer sends them. Only a
      // press (not a hover, nor tabbing past) says a navigation is coming; a keyboard's Enter clicks at once.
      onPointerDown={(e) => {
        pressed.current = navigatingPress(e) ? start() : undefined
        onPointerDown?.(e)
      }}
      onFocus={(e) => {
        preloadRoute(href)
        onFocus?.(e)
      }}
    >
      {children}
    </a>
  )
}
