import { Component, type ReactNode } from 'react';

interface MapBoundaryProps {
  /** The map module failed to load or to start; the caller shows its offline line instead. */
  onFailure: () => void;
  children: ReactNode;
}

/** Keeps a failing map (module not loadable, Leaflet error) from taking the whole form down. */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The location map could not start', error);
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
