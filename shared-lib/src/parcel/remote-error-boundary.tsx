import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from '../design-system/components/RemoteFallback';
import { monitoring } from '../monitoring';

interface Props {
  remote: string;
  area: string;
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Catches render errors inside one remote's React root (a parcel is its own root, so the shell's
 * boundaries cannot see them), reports them and shows the fallback with Retry.
 */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    monitoring.report({
      level: 'p1',
      kind: 'remote-render',
      remote: this.props.remote,
      error,
      tags: { componentStack: (info.componentStack ?? '').slice(0, 500) },
    });
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) return <RemoteFallback area={this.props.area} onRetry={this.retry} />;
    return this.props.children;
  }
}
