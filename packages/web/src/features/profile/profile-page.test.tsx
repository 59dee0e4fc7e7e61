import { MESSAGES } from "@plantwise/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { failingOnce, serverError, validationError } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

type UserOverrides = Parameters<typeof makeUser>[0];

function profileUser(overrides: UserOverrides = {}) {
  return makeUser({
    mfa_method: null,
    phone: null,
    phone_verified: false,
    can_disable_mfa: true,
    ...overrides,
  } as UserOverrides);
}

/** The profile with a user whose later fetches return `current.user` (changed by the handlers). */
function openProfile(initial: UserOverrides, handlers: Record<string, (input: unknown) => unknown>) {
  tokenStore.set("live-token");
  const current = { user: profileUser(initial) };
  const result = renderApp("/profile", {
    "auth.user": () => ({ user: current.user }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    ...handlers,
  });
  return { ...result, current };
}

describe("profile: two-factor authentication", () => {
  it("a forced-MFA role cannot disable it and reads the spec's message", async () => {
    openProfile(
      { is_mfa_enabled: true, mfa_method: "authenticator", can_disable_mfa: false } as UserOverrides,
      {},
    );
    expect((await screen.findByTestId("mfa-forced")).textContent).toBe(MESSAGES.mfaForced);
    expect(screen.queryByRole("button", { name: "Disable two-factor authentication" })).toBeNull();
    expect(screen.getByText("Using an authenticator app")).toBeTruthy();
  });

  it("enrols an authenticator app: secret shown for manual entry, code confirmed, status refreshed", async () => {
    const start = vi.fn(() => ({
      secret: "JBSWY3DPEHPK3PXPJBSWY3DP",
      otpauth_url:
        "otpauth://totp/Plantwise:ana.ruiz%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Plantwise",
    }));
    const { current } = openProfile(
      {},
      {
        "auth.mfa.googleCode": start,
        "auth.mfa.googleVerify": (input) => {
          if ((input as { code: string }).code !== "654321") {
            throw serverError("The code is wrong or has expired", 422, "BAD_REQUEST");
          }
          current.user = profileUser({ is_mfa_enabled: true, mfa_method: "authenticator" } as UserOverrides);
          return { status: "enabled" };
        },
      },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Set up authenticator app" }));
    expect((await screen.findByTestId("totp-secret")).textContent).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP");
    expect(start).toHaveBeenCalledWith({});

    const code = screen.getByLabelText("Verification code");
    fireEvent.change(code, { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm and enable" }));
    expect((await screen.findByTestId("totp-error")).textContent).toBe("The code is wrong or has expired");

    fireEvent.change(code, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm and enable" }));
    expect(await screen.findByText("Two-factor authentication enabled")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("mfa-status").textContent).toBe("Enabled"));
    expect(screen.getByRole("button", { name: "Disable two-factor authentication" })).toBeTruthy();
  });

  it("offers SMS only with a verified phone, and disables MFA with the password", async () => {
    const disable = vi.fn((_input: unknown) => ({ status: "disabled" }));
    const { current } = openProfile(
      {
        is_mfa_enabled: true,
        mfa_method: "sms",
        phone: "+1 555 0100",
        phone_verified: true,
      } as UserOverrides,
      {
        "auth.mfa.disable": (input) => {
          disable(input);
          current.user = profileUser({ phone: "+1 555 0100", phone_verified: true } as UserOverrides);
          return { status: "disabled" };
        },
      },
    );
    expect(await screen.findByText("Using text messages")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Disable two-factor authentication" }));
    fireEvent.change(screen.getByLabelText("Password", { selector: "#mfa-disable-password" }), {
      target: { value: "Plantwise#2026" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Disable two-factor authentication" }));
    await waitFor(() => expect(screen.getByTestId("mfa-status").textContent).toBe("Not enabled"));
    expect(disable).toHaveBeenCalledWith({ password: "Plantwise#2026" });
    const sms = screen.getByRole("button", { name: "Use text messages" }) as HTMLButtonElement;
    expect(sms.disabled).toBe(false);
  });
});

describe("profile: phone and own data", () => {
  it("verifies the phone number with a code sent by SMS", async () => {
    const send = vi.fn(() => ({ status: "sent", phone_hint: "•••• 0100" }));
    const { current } = openProfile({ phone: "+1 555 0100" } as UserOverrides, {
      "auth.phoneCode": send,
      "auth.phoneVerify": (input) => {
        current.user = profileUser({ phone: "+1 555 0100", phone_verified: true } as UserOverrides);
        return { status: "verified", input };
      },
    });
    expect((await screen.findByTestId("phone-status")).textContent).toBe("Not verified");
    expect((screen.getByRole("button", { name: "Use text messages" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send verification code" }));
    expect((await screen.findByTestId("phone-hint")).textContent).toContain("•••• 0100");
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "246810" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify phone number" }));
    await waitFor(() => expect(screen.getByTestId("phone-status").textContent).toBe("Verified"));
    expect(send).toHaveBeenCalledWith({});
  });

  it("saves the own data with 'Profile saved'", async () => {
    const update = vi.fn((input: unknown) => ({ ...profileUser(), ...(input as object) }));
    openProfile({}, { "auth.updateProfile": update });
    const first = await screen.findByLabelText(/First name/);
    fireEvent.change(first, { target: { value: "Anabel" } });
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "+34 600 123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile saved")).toBeTruthy();
    expect(update).toHaveBeenCalledWith({
      first_name: "Anabel",
      last_name: "Ruiz",
      language: 1,
      measuring_system: 1,
      phone: "+34 600 123 456",
    });
  });

  it("changes the password; a wrong current password lands on its field", async () => {
    const change = failingOnce(
      validationError("current_password: The current password is not correct"),
      () => ({
        status: "changed",
      }),
    );
    openProfile({}, { "auth.changePassword": change });
    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "wrong" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "N3w!Password" } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "N3w!Password" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The current password is not correct")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password changed")).toBeTruthy();
    expect(change).toHaveBeenLastCalledWith({
      current_password: "wrong",
      password: "N3w!Password",
      password_confirmation: "N3w!Password",
    });
    await waitFor(() =>
      expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe(""),
    );
  });
});
