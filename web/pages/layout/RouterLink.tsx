import { Link as WouterLink } from 'wouter'
import { preloadRoute } from '../../routes'
import type { LinkComponent } from '../../ui/Link'

/**
 * The app's links (web/ui/Link's provider). A link fetches the code of the page it leads to when
 * the user points at it or tabs to it (issue #34), so the click that follows waits less for that
 * code, and for the chunks it imports, one round after the other. Pages whose next click is
 * likely fetch it ahead themselves once idle (the instances list: an instance, the create form);
 * fetching every link's page on idle competed with slow pages still loading.
 */
export const RouterLink: LinkComponent = (props) => {
  const { href, onPointerEnter, onFocus } = props
  return (
    <WouterLink
      {...props}
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
