/** The role's flags, in the order the screens show them (their words are roles.flag.<flag>). */
export const ROLE_FLAGS = ["is_technic", "is_requisitioner", "is_fab_shop_manager", "is_forced_mfa"] as const;
