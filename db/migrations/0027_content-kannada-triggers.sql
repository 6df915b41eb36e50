-- A product's Kannada texts are on its pages too: their edits move the storefront version
-- like the English ones (the other tables' triggers watch every column already).
DROP TRIGGER IF EXISTS storefront_version_bump_edit ON products;
--> statement-breakpoint
CREATE TRIGGER storefront_version_bump_edit AFTER UPDATE OF name, name_kn, slug, description_html, description_html_kn, barcode, sku, colour_family_id, colour_name, colour_name_kn, colour_hex, featured, delivery_karnataka_paise, delivery_other_paise, active, card_base_price_paise, card_price_paise ON products
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_version_bump();
