/**
 * The option lists the forms offer and the contracts enforce. Kept free of zod so the browser can import them
 * without shipping the schema library; one file a form, so each form's script carries only its own.
 */
export * from "./contact";
export * from "./workplace";
