import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react'

/**
 * web/ui never imports the router (the style rules). The app injects a router-aware
 * link component here; the default is a plain anchor so ui works anywhere.
 */
export type LinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>

const PlainLink: LinkComponent = ({ children, ...props }) => <a {...props}>{children}</a>
const LinkContext = createContext<LinkComponent>(PlainLink)

export const LinkProvider = LinkContext.Provider

export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const Component = useContext(LinkContext)
  return <Component {...props} />
}
