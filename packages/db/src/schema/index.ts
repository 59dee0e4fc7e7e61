export * from "./access";
export * from "./assets";
export * from "./identity";
export * from "./sensors";
