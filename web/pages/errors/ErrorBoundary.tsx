import { Component, type ReactNode } from 'react'
import { ErrorPage } from './ErrorPage'

/** Catches render errors (including a page query's 404, thrown by useQuery) below it. */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown; key: string }
> {
  state = { error: null as unknown, key: this.props.resetKey }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    // Navigating away clears the error so the next page renders.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null
  }
  componentDidCatch(error: unknown) {
    const status = (error as { statusCode?: number }).statusCode
    if (!status) console.error('Render error', error)
  }
  render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children
  }
}
