import type { RequestHandler } from "express";
import type { ASTVisitor, ValidationContext } from "graphql";
import { createGraphQLError, createSchema, createYoga, maskError, type Plugin } from "graphql-yoga";
import type { ApiDeps } from "../rest/http.server";
import { buildContext, type GraphQLContext, type ServerContext } from "./context.server";
import { noSuggestions, requestLimits } from "./limits.server";
import { mutationResolvers } from "./mutation-resolvers.server";
import { GRAPHQL_PATH } from "./path";
import { queryResolvers } from "./query-resolvers.server";
import { typeDefs } from "./type-defs";

export { GRAPHQL_PATH };

/**
 * In production the schema is not browsable: the documents are in docs/api.md. Like graphql's
 * NoSchemaIntrospectionCustomRule, but reporting through yoga's error class (see errors.server.ts).
 */
function noSchemaIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") {
        context.reportError(createGraphQLError("GraphQL introspection is disabled", { nodes: [node] }));
      }
    },
  };
}

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noSchemaIntrospection);
  },
};

type Options = ApiDeps & {
  production: boolean;
  logError: (error: unknown, message: string) => void;
};

/** An Express handler serving graphql-yoga. */
export function createGraphQLHandler({ production, logError, ...deps }: Options): RequestHandler {
  const schema = createSchema<ServerContext & GraphQLContext>({
    typeDefs,
    resolvers: { Query: queryResolvers, Mutation: mutationResolvers },
  });
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !production,
    landingPage: false,
    // Bearer tokens, never cookies, authenticate this API; cross-site posts are refused by the Origin check.
    cors: false,
    logging: false,
    plugins: production ? [requestLimits, noIntrospection, noSuggestions] : [requestLimits],
    maskedErrors: {
      // Never the original message or stack, in development either: the log has them.
      isDev: false,
      maskError(error, message) {
        const masked = maskError(error, message, false);
        if (masked !== error) logError(error, "GraphQL operation failed");
        return masked;
      },
    },
    context: ({ req }) => buildContext(deps, req),
  });
  // yoga.handle answers synchronously when nothing had to be awaited; wrapping it makes every
  // failure a rejected promise that Express sees, instead of a throw after the answer began.
  return (req, res, next) => {
    Promise.resolve()
      .then(() => yoga.handle(req, res, { req, res }))
      .catch(next);
  };
}
