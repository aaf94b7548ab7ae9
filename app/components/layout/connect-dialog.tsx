import { Link } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Icon, SocialIcon } from "#app/components/ui/icons.tsx";
import { useShell } from "./shell-context.tsx";
import { WHATSAPP_PATH } from "./whatsapp.ts";

/**
 * "Connect With Us": Facebook, Twitter, Instagram and WhatsApp. Social links show only once the
 * firm has confirmed them (content/site.yaml `samples`); until then the contact form and a free
 * call take their place.
 */
export function ConnectDialog() {
  const { data, dialog, closeDialog } = useShell();
  const { social } = data.site;
  const tile =
    "flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-4 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <Dialog
      open={dialog?.kind === "connect"}
      onClose={closeDialog}
      title="Connect With Us"
      description="Reach us on the channel you prefer."
    >
      <div className="grid grid-cols-2 gap-3">
        {social ? (
          <>
            <a className={tile} href={social.facebook} target="_blank" rel="noopener noreferrer">
              <SocialIcon name="facebook" className="size-7 text-blue-700 dark:text-blue-400" />
              Facebook
            </a>
            <a className={tile} href={social.twitter} target="_blank" rel="noopener noreferrer">
              <SocialIcon name="twitter" className="size-7" />
              Twitter
            </a>
            <a className={tile} href={social.instagram} target="_blank" rel="noopener noreferrer">
              <SocialIcon name="instagram" className="size-7 text-pink-700 dark:text-pink-400" />
              Instagram
            </a>
          </>
        ) : (
          <>
            <Link className={tile} to="/contact" onClick={closeDialog}>
              <Icon name="mail" className="size-7 text-brand-700 dark:text-brand-300" />
              Send a message
            </Link>
            <Link className={tile} to="/book-a-call" onClick={closeDialog}>
              <Icon name="phone" className="size-7 text-brand-700 dark:text-brand-300" />
              Book a free call
            </Link>
          </>
        )}
        <a className={tile} href={WHATSAPP_PATH} target="_blank" rel="noopener noreferrer">
          <SocialIcon name="whatsapp" className="size-7 text-whatsapp dark:text-green-400" />
          WhatsApp
        </a>
      </div>
    </Dialog>
  );
}
