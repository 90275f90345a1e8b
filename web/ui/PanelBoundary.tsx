import { Component, type ReactNode } from 'react'
import { ErrorBox } from './ErrorBox'
import { ReadFailed } from './ReadFailed'

type Props = {
  /** What the panel shows, for its failure's title ('Could not show CPUs provisioned'). */
  title: string
  children: ReactNode
  /** Asks for the panel's data again (its query's mutate); the panel is drawn anew either way. */
  onRetry?: () => void
  /** A part inside a line (a property, a cell): its failure is said in its place, not as a block. */
  inline?: boolean
}

/**
 * Contains a failure of one panel (a chart, a table, a card) to that panel: an answer it could not draw
 * throws inside its render, and without a boundary of its own the page's boundary replaced everything,
 * the panels that had loaded too. The failure says what could not be shown, with Retry.
 */
export class PanelBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  componentDidCatch(error: unknown) {
    // a panel that cannot draw what it was given is a bug to see in the console, not only on the page
    console.error(`Could not show ${this.props.title}`, error)
  }
  retry = () => {
    this.setState({ error: null })
    this.props.onRetry?.()
  }
  render() {
    const { error } = this.state
    if (!error) return this.props.children
    const message = error instanceof Error ? error.message : String(error)
    if (this.props.inline) return <ReadFailed what={this.props.title} message={message} onRetry={this.retry} />
    return (
      <section className="stack" aria-label={this.props.title}>
        <ErrorBox title={`Could not show ${this.props.title.toLowerCase()}`} onRetry={this.retry}>
          {message}
        </ErrorBox>
      </section>
    )
  }
}
