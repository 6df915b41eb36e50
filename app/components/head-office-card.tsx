/** The head office's card (About Us, Contact Us): its address, then the rows each page adds. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { useStore } from '../lib/root-data.ts';
import { Card } from './ui/card.tsx';
import { LocationIcon } from './ui/icons.tsx';

export function HeadOfficeCard({
  titleId,
  afterAddress,
  children,
}: {
  titleId: string;
  /** Shown under the address's lines (About Us: the map link). */
  afterAddress?: ReactNode;
  /** The rows under the address: phone, e-mail, hours (see `AddressRow`). */
  children: ReactNode;
}) {
  const t = useT();
  const store = useStore();
  return (
    <Card as="section" className="address-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('Head office')}</h2>
      <address>
        <AddressRow icon={<LocationIcon size={18} />}>
          <span>
            {(store?.address ?? []).map((line) => (
              <span key={line} className="address-card__line">
                {line}
              </span>
            ))}
            {afterAddress}
          </span>
        </AddressRow>
        {children}
      </address>
    </Card>
  );
}

/** One row of the card: an icon beside what it marks. */
export function AddressRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="address-card__row">
      {icon}
      {children}
    </p>
  );
}
