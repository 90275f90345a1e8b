import { Link as WouterLink, useLocation } from 'wouter'
import { preloadRoute, resolveRedirects } from '../../routes'
import type { LinkComponent } from '../../ui/Link'

/**
 * The app's links (web/ui/Link's provider). A link fetches the code of the page it leads to when
 * the user points at it or tabs to it (issue #34), so the click that follows waits less for that
 * code, and for the chunks it imports, one round after the other. Pages whose next click is
 * likely fetch it ahead themselves once idle (the instances list: an instance, the create form);
 * fetching every link's page on idle competed with slow pages still loading.
 */
export const RouterLink: LinkComponent = (props) => {
  const { href, onPointerEnter, onFocus, onClick } = props
  const [, navigate] = useLocation()
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
      onFocus={(e) => {
        preloadRoute(href)
        onFocus?.(e)
      }}
    />
  )
}
