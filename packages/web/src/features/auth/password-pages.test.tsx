import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { failingOnce, serverError, validationError } from "@/test/fake-trpc";
import { renderApp } from "@/test/render-app";

const EXPIRED = "This link has expired or was already used";

describe("forgot password", () => {
  it("sends the address and always answers with the same confirmation", async () => {
    const send = vi.fn(() => ({ status: "sent" }));
    renderApp("/login/password/forgot", { "auth.password.email": send });
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "not-an-address" } });
    fireEvent.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByText("Enter a valid e-mail address")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: " Nobody@Example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Send link" }));
    const sent = await screen.findByTestId("link-sent");
    expect(sent.textContent).toContain("If nobody@example.com belongs to a Plantwise account");
    expect(send).toHaveBeenCalledWith({ email: "nobody@example.com" });
  });

  it("shows the wait after too many requests", async () => {
    renderApp("/login/password/forgot", {
      "auth.password.email": () => {
        throw serverError("Too many attempts. Try again in 3599 seconds.", 429, "TOO_MANY_REQUESTS");
      },
    });
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "ana@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send link" }));
    expect((await screen.findByTestId("link-error")).textContent).toBe(
      "Too many attempts. Try again in 60 minutes.",
    );
    expect(screen.queryByTestId("link-sent")).toBeNull();
  });
});

describe("reset password", () => {
  it("checks the token first; an expired link offers a new link by e-mail", async () => {
    const check = vi.fn(() => {
      throw serverError(EXPIRED, 422, "BAD_REQUEST");
    });
    const send = vi.fn(() => ({ status: "sent" }));
    renderApp("/login/password/reset/old-token", {
      "auth.password.token": check,
      "auth.password.email": send,
    });
    const card = await screen.findByTestId("reset-expired");
    expect(within(card).getByText(EXPIRED)).toBeTruthy();
    expect(check).toHaveBeenCalledWith({ token: "old-token" });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "new.user@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send me a new link" }));
    expect(await screen.findByTestId("link-sent")).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ email: "new.user@example.com" });
  });

  it("shows the rules live, puts server errors on their fields and signs in with the new password", async () => {
    const reset = failingOnce(
      validationError("password: Password must not be or contain the account name"),
      () => ({ status: "reset", email: "ana.ruiz@example.com" }),
    );
    const { currentPath } = renderApp("/login/password/reset/good-token", {
      "auth.password.token": () => ({
        status: "valid",
        purpose: "account_creation",
        email: "ana.ruiz@example.com",
      }),
      "auth.password.reset": reset,
    });
    expect(await screen.findByText("Create your password")).toBeTruthy();
    const rules = screen.getByTestId("password-rules");
    const rule = (name: string) => rules.querySelector(`[data-rule="${name}"]`)?.getAttribute("data-ok");
    expect(rule("digit")).toBe("false");
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "abcdefg1" } });
    expect(rule("digit")).toBe("true");
    expect(rule("lowercase")).toBe("true");
    expect(rule("uppercase")).toBe("false");

    // Weak and not matching: checked before sending.
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "other" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("The password does not meet every rule below")).toBeTruthy();
    expect(screen.getByTestId("password-confirmation-error").textContent).toBe("Passwords do not match");
    expect(reset).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "Str0ng!Pass" } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "Str0ng!Pass" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(screen.getByTestId("password-error").textContent).toBe(
        "Password must not be or contain the account name",
      ),
    );

    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(currentPath()).toBe("/login/sign-in?email=ana.ruiz%40example.com"));
    expect(reset).toHaveBeenLastCalledWith({
      token: "good-token",
      password: "Str0ng!Pass",
      password_confirmation: "Str0ng!Pass",
    });
    expect(((await screen.findByLabelText("E-mail")) as HTMLInputElement).value).toBe("ana.ruiz@example.com");
  });
});
