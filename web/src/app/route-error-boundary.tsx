import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { RouteError } from './routes/route-error';

interface Props {
  location: Location;
  children: ReactNode;
}

interface State {
  error: unknown;
  location: Location;
}

/**
 * A screen that crashes while rendering shows RouteError; the next navigation clears it, as the data
 * router's `errorElement` did. The app routes with the declarative router (its data router weighs
 * 15 KB brotli more on the landing page, docs/performance.md), which has no `errorElement`.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
