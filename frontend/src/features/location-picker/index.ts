// The location picker's public entry: the map with a marker, an address search and typed coordinates.
export { LocationPicker, type Coordinates } from './location-picker';
