/**
 * The categories' specification attributes in the back office (issue 32): each category's
 * list, an attribute's names, unit, type, flags and choices' labels, a choice or an
 * attribute added. Each change is one transaction with its audit entry; triggers
 * (migration 0033) bump the storefront version. An attribute's key and its choices' values
 * are in URLs and stored values: they are fixed once made. Its type changes only while no
 * product has a value of it.
 */
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { ALL_PRODUCTS } from '../../catalog/constants.ts';
import {
  type AttributeChoice,
  categories,
  categoryAttributes,
  productSpecs,
} from '../../catalog/schema.ts';
import type { Staff } from '../access.server.ts';
import {
  ATTRIBUTE_MESSAGES,
  type AttributeInput,
  type NewAttributeInput,
} from '../attribute-validation.ts';
import { changedFields, recordAudit } from '../audit.server.ts';
import { isUniqueViolation } from './rows.server.ts';

export const ATTRIBUTE_NOT_FOUND = 'This attribute was not found.';
export const CATEGORY_NOT_FOUND = 'This category was not found.';

export interface AdminAttribute {
  id: number;
  key: string;
  name: string;
  nameKn: string | null;
  type: 'number' | 'choice' | 'boolean';
  unit: string | null;
  choices: AttributeChoice[];
  filterable: boolean;
  comparable: boolean;
  /** Products' values of it: its type is fixed while there are any. */
  values: number;
}

/** Every category but 'All Products', in the shop's order, with its attributes' count. */
export async function listAttributeCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name, attributes: count(categoryAttributes.id) })
    .from(categories)
    .leftJoin(categoryAttributes, eq(categoryAttributes.categoryId, categories.id))
    .where(ne(categories.name, ALL_PRODUCTS))
    .groupBy(categories.id)
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.name));
}

/** One category's attributes in display order, each with its products' values counted. */
export async function listAdminAttributes(
  db: DbOrTx,
  categoryId: number,
): Promise<AdminAttribute[]> {
  return db
    .select({
      id: categoryAttributes.id,
      key: categoryAttributes.key,
      name: categoryAttributes.name,
      nameKn: categoryAttributes.nameKn,
      type: categoryAttributes.type,
      unit: categoryAttributes.unit,
      choices: categoryAttributes.choices,
      filterable: categoryAttributes.filterable,
      comparable: categoryAttributes.comparable,
      values: count(productSpecs.id),
    })
    .from(categoryAttributes)
    .leftJoin(productSpecs, eq(productSpecs.attributeId, categoryAttributes.id))
    .where(eq(categoryAttributes.categoryId, categoryId))
    .groupBy(categoryAttributes.id)
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.id));
}

/** The choices after an edit: the labels as typed, a new one at the end. */
function nextChoices(
  stored: AttributeChoice[],
  input: Pick<AttributeInput, 'newChoiceValue' | 'newChoiceLabel' | 'newChoiceLabelKn'> & {
    choices?: AttributeInput['choices'];
  },
): AttributeChoice[] {
  const typed = new Map((input.choices ?? []).map((choice) => [choice.value, choice]));
  const choices = stored.map((choice) => {
    const edit = typed.get(choice.value);
    if (!edit) return choice;
    const next: AttributeChoice = { value: choice.value, label: edit.label };
    const labelKn = edit.labelKn === undefined ? choice.labelKn : edit.labelKn;
    return labelKn ? { ...next, labelKn } : next;
  });
  if (input.newChoiceValue) {
    if (choices.some((choice) => choice.value === input.newChoiceValue)) {
      throw new DomainError('rejected', ATTRIBUTE_MESSAGES.choiceValueTaken, {
        field: 'newChoiceValue',
      });
    }
    choices.push({
      value: input.newChoiceValue,
      label: input.newChoiceLabel ?? input.newChoiceValue,
      ...(input.newChoiceLabelKn ? { labelKn: input.newChoiceLabelKn } : {}),
    });
  }
  return choices;
}

/** One attribute's names, unit, type, flags and choices. */
export async function updateAttribute(
  db: Db,
  staff: Staff,
  input: AttributeInput,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [attribute] = await tx
      .select()
      .from(categoryAttributes)
      .where(eq(categoryAttributes.id, Number(input.attributeId)))
      .for('update');
    if (!attribute) throw new DomainError('not_found', ATTRIBUTE_NOT_FOUND);
    if (input.type !== attribute.type) {
      const [used] = await tx
        .select({ values: count() })
        .from(productSpecs)
        .where(eq(productSpecs.attributeId, attribute.id));
      if ((used?.values ?? 0) > 0) {
        throw new DomainError('rejected', ATTRIBUTE_MESSAGES.typeLocked, { field: 'type' });
      }
    }
    const choices = input.type === 'choice' ? nextChoices(attribute.choices, input) : [];
    if (input.type === 'choice' && choices.length === 0) {
      throw new DomainError('rejected', ATTRIBUTE_MESSAGES.choiceNeeded, {
        field: 'newChoiceValue',
      });
    }
    const change = changedFields(
      {
        name: attribute.name,
        nameKn: attribute.nameKn,
        type: attribute.type,
        unit: attribute.unit,
        choices: attribute.choices,
        filterable: attribute.filterable,
        comparable: attribute.comparable,
      },
      {
        name: input.name,
        ...(input.nameKn === undefined ? {} : { nameKn: input.nameKn }),
        type: input.type,
        unit: input.type === 'number' ? (input.unit ?? null) : null,
        choices,
        filterable: input.filterable,
        comparable: input.comparable,
      },
    );
    if (!change) return { message: `Nothing to save for ${attribute.name}: no field changed.` };
    await tx
      .update(categoryAttributes)
      .set(change.after)
      .where(eq(categoryAttributes.id, attribute.id));
    await recordAudit(tx, staff, {
      action: 'attribute.update',
      entityType: 'attribute',
      entityId: String(attribute.id),
      before: { categoryId: attribute.categoryId, key: attribute.key, ...change.before },
      after: { categoryId: attribute.categoryId, key: attribute.key, ...change.after },
    });
    return { message: `${input.name} has been saved.` };
  });
}

/** A new attribute at the end of its category's list. */
export async function createAttribute(
  db: Db,
  staff: Staff,
  categoryId: number,
  input: NewAttributeInput,
): Promise<{ message: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [category] = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(and(eq(categories.id, categoryId), ne(categories.name, ALL_PRODUCTS)));
      if (!category) throw new DomainError('not_found', CATEGORY_NOT_FOUND);
      const [taken] = await tx
        .select({ id: categoryAttributes.id })
        .from(categoryAttributes)
        .where(
          and(eq(categoryAttributes.categoryId, categoryId), eq(categoryAttributes.key, input.key)),
        );
      if (taken) throw keyTaken();
      const [last] = await tx
        .select({ position: max(categoryAttributes.position) })
        .from(categoryAttributes)
        .where(eq(categoryAttributes.categoryId, categoryId));
      const row = {
        categoryId,
        key: input.key,
        name: input.name,
        nameKn: input.nameKn ?? null,
        type: input.type,
        unit: input.type === 'number' ? (input.unit ?? null) : null,
        choices: input.type === 'choice' ? nextChoices([], input) : [],
        filterable: input.filterable,
        comparable: input.comparable,
        position: (last?.position ?? -1) + 1,
      };
      const [created] = await tx
        .insert(categoryAttributes)
        .values(row)
        .returning({ id: categoryAttributes.id });
      await recordAudit(tx, staff, {
        action: 'attribute.create',
        entityType: 'attribute',
        entityId: String(created!.id),
        after: row,
      });
      return { message: `${input.name} has been added to ${category.name}.` };
    });
  } catch (error) {
    // Another added the same key meanwhile.
    if (isUniqueViolation(error, 'category_attributes_key_idx')) throw keyTaken();
    throw error;
  }
}

const keyTaken = () => new DomainError('rejected', ATTRIBUTE_MESSAGES.keyTaken, { field: 'key' });
