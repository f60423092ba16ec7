// Every route path of the web app and the builders of links to them live in the contracts, which the server
// builds its links from too (issue #23 item 3); this module only re-exports them for the web's imports.
export * from '@trajectory/contracts/paths';
