/** Where a sensor's screens live: the FFT and form routes differ by family (NCD or Banner). */

/** A sensor family's FFT route segment ("ncd" or "banner"). */
export function fftBase(sensor: { family: string }): string {
  return sensor.family === "Banner" ? "banner" : "ncd";
}

/** The sensor's edit form. */
export function sensorFormHref(sensor: { id: number; family: string }): string {
  return `/${fftBase(sensor)}-sensors/${sensor.id}`;
}
