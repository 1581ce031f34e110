/** Where the GraphQL API answers; on its own so that naming the path does not load GraphQL. */
export const GRAPHQL_PATH = "/api/graphql";
