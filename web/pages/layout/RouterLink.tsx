import { useEffect } from 'react'
import { Link as WouterLink } from 'wouter'
import type { LinkComponent } from '../../ui/Link'
import { whenDeferredReady } from '../../ui/deferred'
import { preloadRoute } from '../../routes'

/** Not the serial console: its page brings xterm (77 KB brotli) to every instance page otherwise. */
const fetchedAhead = (href: string) => !/\/serial-console(?:[?#]|$)/.test(href)

/**
 * The app's links (web/ui/Link's provider). Once the page is idle (web/ui/deferred.ts), each link
 * fetches the code of the page it leads to, as the sidebar does for its own (issue #34): the click
 * then waits only for the new page's data, not for its chunk and then the chunks that one imports,
 * one round after the other. A page is fetched once however many links lead to it.
 */
export const RouterLink: LinkComponent = (props) => {
  const { href } = props
  useEffect(() => (fetchedAhead(href) ? whenDeferredReady(() => preloadRoute(href)) : undefined), [href])
  return <WouterLink {...props} />
}
