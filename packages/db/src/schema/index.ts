export * from "./access";
export * from "./identity";
