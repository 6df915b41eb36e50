/** A compact list of bought items (thumbnail, name, variant and quantity, amount): checkout summaries and orders. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { formatRupees } from '../lib/format.ts';
import { ProductThumbnail } from './product-thumbnail.tsx';
import '../styles/components/checkout.css';

export interface LineItem {
  key: string;
  image: string;
  name: string;
  variantLabel: string;
  quantity: number;
  amountPaise: number;
  /** A link under the line (My Orders: 'Review {name}'). */
  action?: ReactNode;
}

export function LineItems({ items, label }: { items: LineItem[]; label: string }) {
  const t = useT();
  return (
    <ul className="line-items" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="line-item">
          <ProductThumbnail className="line-item__image" src={item.image} width={56} height={67} />
          <div>
            <p className="line-item__name">{item.name}</p>
            <p className="line-item__meta">
              {item.variantLabel} · {t('Qty {count}', { count: item.quantity })}
            </p>
            {item.action ? <p className="line-item__action">{item.action}</p> : null}
          </div>
          <p className="line-item__price">{formatRupees(item.amountPaise, { decimals: true })}</p>
        </li>
      ))}
    </ul>
  );
}
