/**
 * The tea pages (app/tea)'s public face. No other part of the app uses it today: its pages are reached through
 * app/routes.ts (/tea and its products). Whatever another part comes to need of it is exported here, and only
 * here (decision 089).
 */
export {};
