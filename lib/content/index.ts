import "server-only";
import { readJson, readKeyed, once } from "./files";
import { CITY_KEYS, VEHICLE_KEYS, entryOf, type CityKey, type VehicleKey } from "./keys";
import { citySchema, homeSchema, vehicleSchema } from "./schemas";

export { site, getMarket, marketsData } from "./markets";

export const getCities = once(() => readKeyed("cities", CITY_KEYS, citySchema));
export const getCity = (key: CityKey) => entryOf(getCities(), key, "content/cities");

export const getVehicles = once(() => readKeyed("vehicles", VEHICLE_KEYS, vehicleSchema));
export const getVehicle = (key: VehicleKey) => entryOf(getVehicles(), key, "content/vehicles");

export const getHome = once(() => readJson("pages/home.json", homeSchema));
