import type { AuthUser } from "@plantwise/api/router";
import { effectiveRole, isInternal } from "@plantwise/shared";
import { createContext, useContext } from "react";

export type AuthState =
  | { status: "signed_out" }
  | { status: "loading" }
  /** The token is there but the auth user could not be fetched (server down, not a 401). */
  | { status: "error"; retry: () => void }
  | { status: "signed_in"; user: AuthUser };

export interface AuthContextValue {
  state: AuthState;
  /** Stores a fresh access token; the auth user is fetched next. */
  signIn: (token: string) => void;
  /** Forgets token and user (and, for sign-out, saved filters). */
  clear: (options?: { filters?: boolean }) => void;
  /** Fetches the auth user again (after trusting this device, for instance). */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth needs an AuthContext provider above it");
  return value;
}

/** The signed-in user; only for components rendered inside the authenticated layout. */
export function useAuthUser(): AuthUser {
  const { state } = useAuth();
  if (state.status !== "signed_in") throw new Error("useAuthUser used outside the signed-in area");
  return state.user;
}

/** Whether the signed-in user acts as the provider's staff (their effective role is internal). */
export function useIsStaff(): boolean {
  return isInternal(effectiveRole(useAuthUser()));
}
