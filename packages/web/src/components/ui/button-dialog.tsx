import { type ReactNode, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";

/**
 * A dialog opened by its own button, with a title and a description: the tools and small forms of
 * a record's page. Controlled when `open` is given; otherwise it keeps its own state. A function as
 * `children` is drawn only while the dialog is open (each opening starts afresh) and gets `close`.
 */
export function ButtonDialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  className,
  children,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const shown = open ?? ownOpen;
  const setShown = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={shown} onOpenChange={setShown}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {typeof children === "function" ? (shown ? children(() => setShown(false)) : null) : children}
      </DialogContent>
    </Dialog>
  );
}
