/**
 * The GraphQL schema of issue 3, so clients can send the spec §7 documents literally, plus what
 * ADR 059 added (Membro.mustChangePassword, chooseMembroPassword). docs/api.md shows the same text.
 */
export const typeDefs = /* GraphQL */ `
  type Membro {
    id: ID!
    email: String!
    firstName: String!
    lastName: String!
    accessLevel: Int!
    mustChangePassword: Boolean!
  }
  type PublicUtente { id: ID! email: String! firstName: String lastName: String active: Boolean }
  type MembroAuthResult { token: String! item: Membro! }
  type PublicUtenteAuthResult { token: String! item: PublicUtente! }
  type UnauthenticateResult { success: Boolean! }
  type AccountCreateRequest { id: ID! token: String! expiresAt: String! }
  input PublicUtenteWhereInput { email: String }
  input AccountCreateRequestCreateInput { email: String token: String }
  input PublicUtenteCreateInput { email: String! password: String! firstName: String! lastName: String! }
  type Query {
    authenticatedMembro: Membro
    authenticatedPublicUtente: PublicUtente
    allPublicUtenti(where: PublicUtenteWhereInput): [PublicUtente!]!
  }
  type Mutation {
    authenticateMembroWithPassword(email: String!, password: String!): MembroAuthResult
    unauthenticateMembro: UnauthenticateResult
    chooseMembroPassword(currentPassword: String!, password: String!): Membro
    authenticatePublicUtenteWithPassword(email: String!, password: String!): PublicUtenteAuthResult
    unauthenticatePublicUtente: UnauthenticateResult
    createAccountCreateRequest(data: AccountCreateRequestCreateInput!): AccountCreateRequest
    createPublicUtente(data: PublicUtenteCreateInput!): PublicUtente
  }
`;
