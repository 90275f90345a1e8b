/** How a shortcut key reads in a hint (menus, the palette, the `?` sheet): letters as typed, 'Delete' as 'Del'. */
export function keyHint(key: string): string {
  return key === 'Delete' ? 'Del' : key
}
