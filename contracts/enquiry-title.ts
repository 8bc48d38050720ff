/**
 * The enquiry form's default title (product-spec.md §5 "What's On Your Mind?"), in a module of its own so that code
 * that needs only the title (the enquiry form's island, docs/decisions/0014) does not bring zod along.
 */
export const DEFAULT_ENQUIRY_TITLE = "What's On Your Mind?";
