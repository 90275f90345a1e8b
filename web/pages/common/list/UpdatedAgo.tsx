import { useEffect, useState } from 'react'

export { UpdatedAgo } from '../../../ui/UpdatedAgo'

/** When the list last arrived from the server: set each time a fetch settles without error. */
export function useUpdatedAt(validating: boolean, ok: boolean) {
  const [at, setAt] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (!validating && ok) setAt(Date.now())
  }, [validating, ok])
  return at
}
