/** Asks for a module now, beside whatever asked first, instead of after its importer has arrived. */
export function modulePreload(href: string) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.appendChild(link)
}
