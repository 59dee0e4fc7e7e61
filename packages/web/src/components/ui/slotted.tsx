import type { ComponentProps, ElementType } from "react";
import { cn } from "@/lib/utils";

/**
 * A primitive that only puts its classes (and its `data-slot` name, when it has one) on an element
 * or a Radix part, merged with the caller's: the shape most primitives of this folder share.
 */
export function slotted<T extends ElementType>(Element: T, slot: string | null, base: string) {
  return function Slotted({ className, ...props }: ComponentProps<T> & { className?: string }) {
    const Tag = Element as ElementType;
    return (
      <Tag {...(slot === null ? {} : { "data-slot": slot })} className={cn(base, className)} {...props} />
    );
  };
}

/** Like `slotted`, its classes chosen by a `variant` (a class-variance-authority function). */
export function slottedVariants<T extends ElementType, V extends string>(
  Element: T,
  slot: string,
  variants: (props: { variant?: V | null }) => string,
  fixed: Record<string, string> = {},
) {
  return function Slotted({
    className,
    variant,
    ...props
  }: ComponentProps<T> & { className?: string; variant?: V | null }) {
    const Tag = Element as ElementType;
    return <Tag data-slot={slot} {...fixed} className={cn(variants({ variant }), className)} {...props} />;
  };
}

/**
 * A floating Radix part (a menu's or a tooltip's content) drawn in a portal, `sideOffset` pixels
 * from its trigger unless the caller says otherwise.
 */
export function portalled<T extends ElementType>(
  Portal: ElementType,
  Content: T,
  slot: string,
  base: string,
  defaultSideOffset: number,
) {
  return function Portalled({
    className,
    sideOffset = defaultSideOffset,
    ...props
  }: ComponentProps<T> & { className?: string; sideOffset?: number }) {
    const Tag = Content as ElementType;
    return (
      <Portal>
        <Tag data-slot={slot} sideOffset={sideOffset} className={cn(base, className)} {...props} />
      </Portal>
    );
  };
}
