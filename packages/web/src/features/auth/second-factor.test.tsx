import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { secondFactorStore } from "@/auth/auth-store";
import { STORAGE_KEYS } from "@/lib/storage";
import { serverError } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

const challenge = "17.s3cr3t";

function signIn() {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ana.ruiz@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Plantwise#2026" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

function mfaLogin(methods: string[]) {
  return () => ({ verification: { status: "mfa_required", methods, challenge } });
}

beforeEach(() => {
  secondFactorStore.set(null);
});

describe("the second-factor step of sign-in", () => {
  it("takes the authenticator code, trusts the device when asked and opens the remembered page", async () => {
    sessionStorage.setItem(STORAGE_KEYS.redirect, "/profile");
    const verify = vi.fn(() => ({ token: "mfa-token", device_token: "device-123" }));
    const { currentPath } = renderApp("/login/sign-in", {
      "auth.login": mfaLogin(["authenticator"]),
      "auth.mfa.googleVerify": verify,
      "auth.user": () => ({ user: makeUser({ is_mfa_enabled: true }) }),
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    signIn();
    await waitFor(() => expect(currentPath()).toBe("/login/two-factor"));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    // The step's code arrives on demand.
    const code = (await screen.findByLabelText("Verification code")) as HTMLInputElement;
    // One method only: no method switch.
    expect(screen.queryByTestId("method-sms")).toBeNull();

    expect(code.autocomplete).toBe("one-time-code");
    fireEvent.change(code, { target: { value: "12a34" } });
    expect(code.value).toBe("1234");
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the 6 digits of the code")).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByLabelText("Trust this device for 7 days"));
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(currentPath()).toBe("/profile"));
    expect(verify).toHaveBeenCalledWith({ code: "123456", challenge, trust_device: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("mfa-token");
    expect(localStorage.getItem(STORAGE_KEYS.deviceToken)).toBe("device-123");
    expect(secondFactorStore.get()).toBeNull();
  });

  it("switches to SMS, sends the code with the phone hint and a resend cooldown, and shows the server's message", async () => {
    const sendCode = vi.fn(() => ({ status: "sent", phone_hint: "•••• 1234" }));
    let attempts = 0;
    const verify = vi.fn(() => {
      attempts += 1;
      if (attempts === 1) throw serverError("The code is wrong or has expired", 422, "BAD_REQUEST");
      throw serverError("Too many attempts. Try again in 1790 seconds.", 429, "TOO_MANY_REQUESTS");
    });
    const { currentPath } = renderApp("/login/sign-in", {
      "auth.login": mfaLogin(["authenticator", "sms"]),
      "auth.mfa.smsCode": sendCode,
      "auth.mfa.smsVerify": verify,
    });
    signIn();
    await waitFor(() => expect(currentPath()).toBe("/login/two-factor"));
    fireEvent.click(await screen.findByTestId("method-sms"));
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect((await screen.findByTestId("sms-sent")).textContent).toContain("•••• 1234");
    expect(sendCode).toHaveBeenCalledWith({ challenge });
    const resend = screen.getByRole("button", { name: /Send again in \d+ seconds/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByTestId("second-factor-error")).textContent).toBe(
      "The code is wrong or has expired",
    );
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(screen.getByTestId("second-factor-error").textContent).toBe(
        "Too many attempts. Try again in 30 minutes.",
      ),
    );
    expect(verify).toHaveBeenLastCalledWith({ code: "000000", challenge, trust_device: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("without a pending sign-in goes back to sign-in", async () => {
    const { currentPath } = renderApp("/login/two-factor", {});
    await waitFor(() => expect(currentPath()).toBe("/login/sign-in"));
  });
});
