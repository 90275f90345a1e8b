import type { PointerEvent } from 'react'
import { Link as WouterLink, useLocation } from 'wouter'
import { matchHref, preloadRoute, resolveRedirects } from '../../routes'
import { useRouteStarter } from '../../routing/route-start'
import type { LinkComponent } from '../../ui/Link'

/** A press that becomes a navigation here: the primary button, no key that opens a tab or window. */
const navigatingPress = (e: PointerEvent) =>
  e.button === 0 && e.isPrimary && !(e.ctrlKey || e.metaKey || e.altKey || e.shiftKey)

/**
 * The app's links (web/ui/Link's provider). A link fetches the code of the page it leads to when
 * the user points at it or tabs to it (issue #34), so the click that follows waits less for that
 * code, and for the chunks it imports, one round after the other; pressed, it starts the page's
 * reads as well. Pages whose next click is likely fetch it ahead themselves once idle (the
 * instances list: an instance, the create form); fetching every link's page on idle competed with
 * slow pages still loading.
 */
export const RouterLink: LinkComponent = (props) => {
  const { href, onPointerEnter, onPointerDown, onFocus, onClick } = props
  const [, navigate] = useLocation()
  const startRoute = useRouteStarter()
  return (
    <WouterLink
      {...props}
      // A link to a redirect (an instance: its storage tab) goes straight where it leads (issue #34):
      // the redirect's route renders no frame, so passing through it tore the frame down and built it
      // again. The address shown and opened in a new tab stays the link's own.
      onClick={(e) => {
        onClick?.(e)
        const to = resolveRedirects(href)
        if (e.defaultPrevented || to === href) return
        e.preventDefault()
        navigate(to)
      }}
      onPointerEnter={(e) => {
        preloadRoute(href)
        onPointerEnter?.(e)
      }}
      // Pressed, the link starts its page's reads too (issue #34): they leave with the press, a
      // human's 100 ms or so before the click, and the click's render no longer sends them. Only a
      // press (not a hover, nor tabbing past) says a navigation is coming; a keyboard's Enter clicks at once.
      onPointerDown={(e) => {
        const match = navigatingPress(e) ? matchHref(href) : undefined
        if (match && !match.route.redirect) startRoute(match.route, match.params)
        onPointerDown?.(e)
      }}
      onFocus={(e) => {
        preloadRoute(href)
        onFocus?.(e)
      }}
    />
  )
}
