/** Reference data: work order types, vendors, work stations, task procedures, misc parts. */
export const referenceRouters = {};
