/**
 * The admin's catalogue (admin/catalog)'s public face. No other part of the app uses it today: its pages are reached through
 * app/routes.ts (/admin/catalog). Whatever another part comes to need of it is exported here, and only
 * here (decision 089).
 */
export {};
