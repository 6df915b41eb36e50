/**
 * The demo shop's questions and answers (issue 31, data in data/questions.ts): each asked
 * by a demo shopper's account and answered by the seller, some by a buyer too, whose
 * delivered order of the product is made first (a buyer's answer is marked "Verified
 * buyer" because there is one). Written straight to the tables, as they stand weeks later:
 * published, answered, nothing e-mailed (they are history, not news). Runs once.
 */
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newPublicId } from '../../app/lib/ids.server.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { authorName } from '../../app/modules/review/rules.ts';
import { productQuestions, questionAnswers } from '../../app/modules/review/schema.ts';
import { STORE } from '../../config/store.ts';
import { queryRows, SqlNumber, type Tx } from '../client.ts';
import { QUESTIONS } from './data/questions.ts';
import { BUYER_DOMAIN, type Buyer, DAY_MS, deliveredOrder } from './demo-reviews.ts';

/** Surnames the seed gives the askers and answering buyers (the data names them by first name). */
const SURNAMES = ['Shetty', 'Rao', 'Gowda', 'Hegde', 'Bhat', 'Naik', 'Kamath', 'Patil', 'Pai'];

const ProductRow = z.object({ id: SqlNumber, slug: z.string(), variant: z.string().nullable() });

export async function seedDemoQuestions(tx: Tx, now = new Date()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(productQuestions);
  if ((existing?.n ?? 0) > 0) return;
  const products = new Map(
    (
      await queryRows(
        tx,
        sql`select p.id, p.slug, (select v.public_id from product_variants v
            where v.product_id = p.id and v.active order by v.position, v.id limit 1) as variant
          from products p where p.active`,
        ProductRow,
      )
    ).map((row) => [row.slug, row]),
  );
  const accounts = new Map<string, Buyer>();
  /** The demo account of a first name (one per name), made on first use. */
  const accountOf = async (firstName: string, locale: 'en' | 'kn' = 'en') => {
    const known = accounts.get(firstName);
    if (known) return known;
    const lastName = SURNAMES[accounts.size % SURNAMES.length]!;
    const [made] = await tx
      .insert(users)
      .values({
        publicId: newPublicId(),
        email: `${firstName}.asks.${accounts.size}@${BUYER_DOMAIN}`.toLowerCase(),
        passwordHash: '!demo-buyer',
        firstName,
        lastName,
        emailVerifiedAt: now,
        locale,
      })
      .returning({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      });
    if (!made) throw new Error('a demo account was not written');
    accounts.set(firstName, made);
    return made;
  };
  for (const [index, question] of QUESTIONS.entries()) {
    const product = products.get(question.slug);
    if (!product?.variant) continue;
    const asker = await accountOf(question.asker, question.lang);
    const askedAt = new Date(now.getTime() - (40 - (index % 30)) * DAY_MS);
    const answeredAt = new Date(askedAt.getTime() + DAY_MS / 3);
    const [row] = await tx
      .insert(productQuestions)
      .values({
        publicId: newPublicId(),
        productId: product.id,
        userId: asker.id,
        askerName: authorName(asker.firstName, asker.lastName),
        body: question.text,
        status: 'published',
        answeredAt,
        createdAt: askedAt,
        updatedAt: answeredAt,
      })
      .returning({ id: productQuestions.id });
    if (!row) continue;
    const answers: (typeof questionAnswers.$inferInsert & { createdAt: Date })[] = [
      {
        publicId: newPublicId(),
        questionId: row.id,
        answeredBy: 'seller',
        userId: null,
        authorName: STORE.name,
        body: question.seller,
        status: 'published',
        createdAt: answeredAt,
      },
    ];
    if (question.buyer) {
      const buyer = await accountOf(question.buyer.name);
      // A buyer's answer needs a buyer: their delivered order of the product, a month before.
      await deliveredOrder(tx, buyer, product.variant, new Date(askedAt.getTime() - 30 * DAY_MS));
      answers.push({
        publicId: newPublicId(),
        questionId: row.id,
        answeredBy: 'buyer',
        userId: buyer.id,
        authorName: authorName(buyer.firstName, buyer.lastName),
        body: question.buyer.text,
        status: 'published',
        createdAt: new Date(answeredAt.getTime() + 2 * DAY_MS),
      });
    }
    await tx
      .insert(questionAnswers)
      .values(answers.map((answer) => ({ ...answer, updatedAt: answer.createdAt })));
  }
}
