/** Tables of the projects area (see its migration). */
// biome-ignore lint/complexity/noBannedTypes: filled as the area's tables land
export type ProjectsTables = {};
