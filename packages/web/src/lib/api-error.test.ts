import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { apiErrorInfo, isUnauthorized, joinMessages, splitFieldMessage } from "./api-error";

const serverError = (message: string, data: Record<string, unknown>) =>
  new TRPCClientError(message, { result: { error: { data } } } as never);

describe("api errors", () => {
  it("joins message lists with commas, each ending in a period (spec part 1 §8)", () => {
    expect(joinMessages([["name: Required", "phone: Required"], ["file: No file loaded."]])).toBe(
      "name: Required, phone: Required. file: No file loaded.",
    );
  });

  it("reads status, code and messages from the server's error data", () => {
    const info = apiErrorInfo(
      serverError("Validation error", {
        code: "BAD_REQUEST",
        httpStatus: 422,
        messages: [["name: Required"]],
      }),
    );
    expect(info).toEqual({
      status: 422,
      code: "BAD_REQUEST",
      message: "Validation error",
      messages: [["name: Required"]],
    });
  });

  it("treats an answer without server data as no message at all", () => {
    expect(apiErrorInfo(new TRPCClientError("Failed to fetch")).message).toBeNull();
    expect(apiErrorInfo(new Error("boom")).status).toBeNull();
  });

  it("recognises a 401", () => {
    expect(isUnauthorized(serverError("Not authorized", { code: "UNAUTHORIZED", httpStatus: 401 }))).toBe(
      true,
    );
    expect(isUnauthorized(serverError("Forbidden", { code: "FORBIDDEN", httpStatus: 403 }))).toBe(false);
  });

  it("splits a field message", () => {
    expect(splitFieldMessage("email: Invalid email address")).toEqual({
      field: "email",
      text: "Invalid email address",
    });
    expect(splitFieldMessage("Something went wrong")).toEqual({ field: null, text: "Something went wrong" });
  });
});
