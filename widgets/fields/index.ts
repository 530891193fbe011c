import { createRegistry } from "../registry";
import type { WidgetModule } from "../types";
import amount from "./amount";
import autoIncrement from "./autoIncrement";
import block from "./block";
import calc from "./calc";
import customActionButton from "./customActionButton";
import date from "./date";
import dossierData from "./dossierData";
import email from "./email";
import file from "./file";
import geolocation from "./geolocation";
import imageCode from "./imageCode";
import link from "./link";
import list from "./list";
import text from "./text";
import textarea from "./textarea";
import time from "./time";
import tree from "./tree";
import url from "./url";
import user from "./user";

/** One widget module per field type, plus record metadata and blocks. */
export const fieldWidgets: WidgetModule[] = [
  text,
  textarea,
  amount,
  autoIncrement,
  calc,
  customActionButton,
  date,
  email,
  link,
  list,
  tree,
  time,
  url,
  user,
  file,
  imageCode,
  geolocation,
  dossierData,
  block,
];

/** The registry DocketForm uses unless it is given another. */
export const widgetRegistry = createRegistry(fieldWidgets);
