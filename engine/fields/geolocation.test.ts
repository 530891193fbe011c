import { describe, expect, it } from "vitest";
import geolocation from "./geolocation";
import { fits, makeContext, makeItem } from "./testing";

const ctx = makeContext();
const item = makeItem("geolocation");
const amsterdam = { latitude: 52.37, longitude: 4.9, zoom: 10 };
const check = (value: unknown) => geolocation.validate?.(value, item, ctx);

describe("geolocation", () => {
  it("describes latitude, longitude and zoom", () => {
    const schema = geolocation.valueSchema(item);
    expect(fits(schema, amsterdam)).toBe(true);
    expect(fits(schema, { latitude: 52.37, longitude: 4.9 })).toBe(true);
    expect(fits(schema, { latitude: 91, longitude: 4.9 })).toBe(false);
    expect(fits(schema, { latitude: 52.37 })).toBe(false);
  });

  it("has no default", () => {
    expect(geolocation.defaultValue?.(item, ctx)).toBeUndefined();
  });

  it("accepts a point on the map with a zoom from 0 to 20", () => {
    expect(check(amsterdam)).toBeUndefined();
    expect(check({ latitude: -90, longitude: 180 })).toBeUndefined();
    expect(check({ latitude: 0, longitude: 0, zoom: null })).toBeUndefined();
  });

  it("rejects coordinates or zooms out of range", () => {
    for (const wrong of [
      { latitude: 90.1, longitude: 0 },
      { latitude: 0, longitude: -180.5 },
      { latitude: 0, longitude: 0, zoom: 21 },
      { latitude: 0, longitude: 0, zoom: 2.5 },
      { latitude: "52", longitude: 4 },
      [52.37, 4.9],
      "52.37, 4.9",
    ]) {
      expect(check(wrong)).toBe("Enter a valid location");
    }
  });

  it("counts a point without coordinates as empty", () => {
    expect(geolocation.isEmpty?.(null)).toBe(true);
    expect(geolocation.isEmpty?.({ latitude: null, longitude: null, zoom: 10 })).toBe(true);
    expect(geolocation.isEmpty?.({ latitude: 0, longitude: 0 })).toBe(false);
  });

  it("formats as latitude, longitude", () => {
    expect(geolocation.format(amsterdam, item, "show", ctx)).toBe("52.37, 4.9");
    expect(geolocation.format(amsterdam, item, "csv", ctx)).toBe("52.37, 4.9");
    expect(geolocation.format(null, item, "list", ctx)).toBe("");
    expect(geolocation.toStrings?.(amsterdam)).toEqual(["52.37, 4.9"]);
    expect(geolocation.toStrings?.(null)).toEqual([]);
  });

  it("is neither sorted, searched nor aggregated", () => {
    expect(geolocation.sortable).toBe(false);
    expect(geolocation.searchOperators).toEqual([]);
    expect(geolocation.aggregations).toEqual([]);
  });
});
