import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { serverError } from "@/test/fake-trpc";
import { applyServerErrors, authErrorText } from "./auth-errors";

describe("auth error texts", () => {
  it("shows the wait of a 429 from the message or from retryAfter, in minutes from two minutes on", () => {
    expect(
      authErrorText(serverError("Too many attempts. Try again in 45 seconds.", 429, "TOO_MANY_REQUESTS")),
    ).toBe("Too many attempts. Try again in 45 seconds.");
    expect(
      authErrorText(serverError("Too many attempts. Try again in 1 second.", 429, "TOO_MANY_REQUESTS")),
    ).toBe("Too many attempts. Try again in 1 second.");
    const withData = new TRPCClientError("Slow down", {
      result: {
        error: {
          message: "Slow down",
          data: { code: "TOO_MANY_REQUESTS", httpStatus: 429, retryAfter: 600 },
        },
      },
    } as never);
    expect(authErrorText(withData)).toBe("Too many attempts. Try again in 10 minutes.");
    expect(authErrorText(serverError("The code is wrong", 422, "BAD_REQUEST"))).toBe("The code is wrong");
  });

  it("puts field messages on their fields and a bare mismatch on the confirmation", () => {
    const set: Record<string, string> = {};
    const rest = applyServerErrors(
      serverError("Validation error", 422, "BAD_REQUEST", [
        ["password: Password must contain a digit", "password: Password must contain an uppercase letter"],
        ["token: Required"],
      ]),
      ["password", "password_confirmation"],
      (field, message) => {
        set[field] = message;
      },
    );
    expect(set).toEqual({
      password: "Password must contain a digit, Password must contain an uppercase letter",
    });
    expect(rest).toBe("token: Required");

    const mismatch: Record<string, string> = {};
    expect(
      applyServerErrors(
        serverError("Passwords do not match", 422, "BAD_REQUEST"),
        ["password_confirmation"],
        (f, m) => {
          mismatch[f] = m;
        },
      ),
    ).toBeNull();
    expect(mismatch).toEqual({ password_confirmation: "Passwords do not match" });
  });
});
