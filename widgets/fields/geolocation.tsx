import { HStack, Input, Stack, Text } from "@chakra-ui/react";
import { DEFAULT_ZOOM } from "../../engine";
import { errorProps } from "../controls/errorProps";
import { FormattedValue } from "../controls/FormattedValue";
import { useFormatted } from "../controls/useFormatted";
import { useWidgetEnvironment } from "../environment";
import { t } from "../i18n";
import { LazyLocationMap as LocationMap } from "../map/LazyLocationMap";
import type { MapPosition } from "../map/mapPosition";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** Where an empty map opens: the middle of the Netherlands. */
const HOME: MapPosition = { latitude: 52.1, longitude: 5.3, zoom: 7 };

function positionOf(value: unknown): MapPosition | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { latitude, longitude, zoom } = value as Record<string, unknown>;
  if (typeof latitude !== "number" || typeof longitude !== "number") return undefined;
  return { latitude, longitude, zoom: typeof zoom === "number" ? zoom : DEFAULT_ZOOM };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function GeolocationShow({ id, item, value }: FieldWidgetProps) {
  const { services } = useWidgetEnvironment();
  const text = useFormatted(item, value, "show");
  const position = positionOf(value);
  if (!position) return <span id={id}>{text}</span>;
  return (
    <Stack id={id} gap="1">
      <LocationMap
        position={position}
        tileUrl={services.tileUrl}
        attribution={services.tileAttribution}
        tilesUnset={services.tilesUnset === true}
        marker
        label={item.label}
      />
      <Text>{text}</Text>
    </Stack>
  );
}

function GeolocationEdit({ id, item, value, onChange, rawErrors }: FieldWidgetProps) {
  const { services } = useWidgetEnvironment();
  const position = positionOf(value);
  const set = (next: MapPosition) =>
    onChange({ latitude: round(next.latitude), longitude: round(next.longitude), zoom: next.zoom });
  const coordinate = (name: "latitude" | "longitude", text: string) => {
    const number = Number(text);
    if (text.trim() === "") return onChange(null);
    set({ ...(position ?? HOME), [name]: Number.isFinite(number) ? number : 0 });
  };
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Input
          id={id}
          type="number"
          step="any"
          aria-label={t("Latitude")}
          placeholder={t("Latitude")}
          {...errorProps(id, rawErrors)}
          value={position?.latitude ?? ""}
          onChange={(event) => coordinate("latitude", event.target.value)}
        />
        <Input
          id={`${id}-longitude`}
          type="number"
          step="any"
          aria-label={t("Longitude")}
          placeholder={t("Longitude")}
          {...errorProps(id, rawErrors)}
          value={position?.longitude ?? ""}
          onChange={(event) => coordinate("longitude", event.target.value)}
        />
      </HStack>
      <LocationMap
        position={position ?? HOME}
        tileUrl={services.tileUrl}
        attribution={services.tileAttribution}
        tilesUnset={services.tilesUnset === true}
        marker={position !== undefined}
        label={item.label}
        onPick={set}
      />
    </Stack>
  );
}

/** Nothing to search on: the engine offers no operators for a location. */
const NoSearch = () => null;

/** A point on a Leaflet map: picked by clicking, dragging the marker, or typed as coordinates. */
const geolocation: WidgetModule = {
  type: "geolocation",
  modes: { edit: GeolocationEdit, show: GeolocationShow, list: FormattedValue, search: NoSearch },
};

export default geolocation;
