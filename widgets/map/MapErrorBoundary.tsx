import { Component, type ReactNode } from "react";
import { t } from "../i18n";
import { Alert } from "../theme/Alert";

interface MapErrorBoundaryState {
  failed: boolean;
}

/**
 * Shows 'General error' in place of a map that cannot load (spec 2, geolocation load error): Leaflet's chunk
 * failing to download or the map throwing while it is drawn. The rest of the form stays usable.
 */
export class MapErrorBoundary extends Component<{ children: ReactNode }, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): MapErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <Alert status="danger">{t("General error")}</Alert>;
    return this.props.children;
  }
}
