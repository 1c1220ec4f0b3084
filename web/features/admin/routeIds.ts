/**
 * The GraphQL id of an object named in an admin URL. URLs carry the number people see in the ID
 * columns (/admin/users/7); the schema takes Relay global ids, which are base64 of `Type:number`
 * (schema.graphql, Node). A URL that already holds a global id is passed on as is.
 */
export function routeGlobalId(typename: 'User' | 'AffiliateSite', param: string | undefined): string {
  const value = param ?? '';
  return /^\d{1,15}$/.test(value) ? btoa(`${typename}:${value}`) : value;
}
