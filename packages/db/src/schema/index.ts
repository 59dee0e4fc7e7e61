export * from "./access";
export * from "./alarms";
export * from "./assets";
export * from "./identity";
export * from "./sensors";
