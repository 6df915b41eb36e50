import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  open: boolean;
  /** Called for Escape, the close button, a backdrop click, or a `<form method="dialog">`. */
  onClose: () => void;
  /** Visible heading, wired to aria-labelledby. */
  title: ReactNode;
  /** Optional text under the title, wired to aria-describedby. */
  description?: ReactNode;
  /** 'modal' centres the panel; 'drawer-start'/'drawer-end' slide it in from a side. */
  variant?: 'modal' | 'drawer-start' | 'drawer-end';
  /** Name of the close button (default 'Close', in the page's language). */
  closeLabel?: string;
  /** Buttons shown under the body (e.g. Cancel / Confirm). Mark the one to focus first with data-autofocus. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * A native modal <dialog>: the browser makes the rest of the page inert (focus stays
 * inside), moves focus into the dialog and handles Escape. Focus goes back to the
 * element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  variant = 'modal',
  closeLabel,
  footer,
  className,
  children,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Start on the element marked data-autofocus, else the close button.
      (
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>('.dialog__close')
      )?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  // Unmounted while open (a page whose URL held the panel, left by Escape or Close): the
  // element is gone without a close event, so focus goes back to the opener here.
  useEffect(
    () => () => {
      opener.current?.focus();
    },
    [],
  );

  const classes = ['dialog', `dialog--${variant}`, className].filter(Boolean).join(' ');

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape and the close button cover the keyboard.
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        opener.current?.focus();
        opener.current = null;
        if (open) onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click on the dialog itself is the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="icon-button dialog__close" onClick={onClose}>
            <CloseIcon size={22} />
            <span className="visually-hidden">{closeLabel ?? t('Close')}</span>
          </button>
        </div>
        {description ? (
          <p className="dialog__description" id={descriptionId}>
            {description}
          </p>
        ) : null}
        {children ? <div className="dialog__body">{children}</div> : null}
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
