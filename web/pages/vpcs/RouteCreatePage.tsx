import { useState } from 'react'
import { useLocation } from 'wouter'
import { ApiErrorThrown } from '../../api/call'
import { useInvalidate } from '../../api/hooks'
import { pb } from '../../paths'
import { addToast } from '../../ui/Toast'
import { RouteForm } from './RouteForm'
import RouterPage from './RouterPage'
import { createRoute } from './route-api'
import { routeDefaults } from './route-form'
import { useNameSuggestions } from './use-suggestions'
import { useRouterParams } from './use-router-params'

export default function RouteCreatePage() {
  const p = useRouterParams()
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const suggestions = useNameSuggestions(p)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown | null>(null)
  const close = () => navigate(pb.vpcRouter(p))
  return (
    <>
      <RouterPage />
      <RouteForm
        title="Add route"
        submitLabel="Add route"
        initial={routeDefaults}
        pending={pending}
        serverError={error?.message}
        suggestions={suggestions}
        onClose={close}
        onSubmit={async (body) => {
          setPending(true)
          setError(null)
          try {
            const route = await createRoute({ query: { project: p.project, vpc: p.vpc, router: p.router }, body })
            await invalidate(['vpcRouterRouteList'])
            addToast({ content: `Route ${route.name} created` })
            close()
          } catch (e) {
            setError(ApiErrorThrown.from(e))
          } finally {
            setPending(false)
          }
        }}
      />
    </>
  )
}
