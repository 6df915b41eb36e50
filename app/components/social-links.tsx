import { useT } from '../i18n/i18n-context.tsx';
import type { ShellSocialLink } from '../lib/shell.ts';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from './ui/icons.tsx';

const ICONS = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  x: XIcon,
} as const;

export function SocialLinks({
  links,
  className,
  size = 18,
}: {
  links: ShellSocialLink[];
  className?: string;
  size?: number;
}) {
  const t = useT();
  return (
    <ul className={className ? `social-links ${className}` : 'social-links'}>
      {links.map((link) => {
        const Icon = ICONS[link.kind];
        return (
          <li key={link.kind}>
            <a
              href={link.href}
              className="social-links__link"
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon size={size} />
              <span className="visually-hidden">
                {t('{name} (opens in a new tab)', { name: link.label })}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
