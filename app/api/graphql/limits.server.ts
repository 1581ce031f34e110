import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLError,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";

/*
 * What one GraphQL request may ask for. The schema is shallow (no list of objects holds another
 * object), so real documents stay far below these numbers; they stop a single request from making
 * the server parse, validate or resolve thousands of fields.
 */
export const MAX_ALIASES = 15;
export const MAX_DEPTH = 6;
export const MAX_TOKENS = 1000;

/** Aliases in the whole document, fragments included: each one can ask for the same work again. */
function maxAliases(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias) aliases += 1;
    },
    Document: {
      leave(node) {
        if (aliases > MAX_ALIASES) {
          context.reportError(
            createGraphQLError(`Too many aliases: at most ${MAX_ALIASES} per request`, { nodes: [node] }),
          );
        }
      },
    },
  };
}

/**
 * Nesting of each operation, through fragments. Introspection fields (`__schema`, `__type`) are not
 * counted: GraphiQL's schema query is deep by nature, and production refuses introspection anyway.
 */
function maxDepth(context: ValidationContext): ASTVisitor {
  const depthOf = (set: SelectionSetNode, seen: Set<string>): number => {
    let deepest = 0;
    for (const selection of set.selections) {
      let depth = 0;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith("__")) continue;
        depth = 1 + (selection.selectionSet ? depthOf(selection.selectionSet, seen) : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = depthOf(selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
        // A fragment cycle is reported by graphql's own NoFragmentCyclesRule.
        if (!fragment || seen.has(name)) continue;
        depth = depthOf(fragment.selectionSet, new Set([...seen, name]));
      }
      deepest = Math.max(deepest, depth);
      if (deepest > MAX_DEPTH) break;
    }
    return deepest;
  };
  return {
    OperationDefinition(node: OperationDefinitionNode) {
      if (depthOf(node.selectionSet, new Set()) > MAX_DEPTH) {
        context.reportError(
          createGraphQLError(`Query too deep: at most ${MAX_DEPTH} levels`, { nodes: [node] }),
        );
      }
    },
  };
}

/** The request limits: tokens while parsing, aliases and depth while validating. */
export const requestLimits: Plugin = {
  onParse({ setParseFn }) {
    setParseFn((source, options) => {
      try {
        return parse(source, { ...options, maxTokens: MAX_TOKENS });
      } catch (error) {
        // Rebuilt with yoga's helper so yoga knows it as the client's syntax error (see errors.server.ts).
        if (!(error instanceof Error) || !("positions" in error)) throw error;
        const { source, positions } = error as GraphQLError;
        throw createGraphQLError(error.message, { source, positions });
      }
    });
  },
  onValidate({ addValidationRule }) {
    addValidationRule(maxAliases);
    addValidationRule(maxDepth);
  },
};

const SUGGESTION = /\s*Did you mean .*$/s;

function withoutSuggestion(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return createGraphQLError(error.message.replace(SUGGESTION, ""), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Production answers never hint at field, argument, type or enum names ("Did you mean …?"): with
 * introspection off, those hints would hand the schema out one typo at a time.
 */
export const noSuggestions: Plugin = {
  onResultProcess({ result, setResult }) {
    const strip = <T extends { errors?: readonly GraphQLError[] }>(single: T): T =>
      single.errors ? { ...single, errors: single.errors.map(withoutSuggestion) } : single;
    if (Array.isArray(result)) setResult(result.map(strip));
    else if (!(Symbol.asyncIterator in result)) setResult(strip(result));
  },
};
