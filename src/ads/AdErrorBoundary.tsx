import { Component, type ReactNode } from 'react';
import { adEvent } from '@/src/analytics/payloads';
import { sendEvent } from '@/src/analytics/send';

interface Props {
  /** The label of the ad inside, for the crash event. */
  label: string;
  children: ReactNode;
}

/** An ad that throws renders nothing, reports a `crash` event, and leaves the page alone. */
export class AdErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    sendEvent(adEvent('crash', this.props.label));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
